import { List, ScrollArea, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@parley/contract';

/** The terms a retailer accepts before using the product (part 1 §1, Terms state). */
export function TermsText() {
  return (
    <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
      <Title order={3} size="h4" mb="xs">
        {`${PRODUCT_NAME} Terms & Conditions`}
      </Title>
      <List spacing="xs" size="sm">
        <List.Item>
          <Text span fw={600} size="sm">
            Support.
          </Text>{' '}
          Support is available Monday to Friday, 9am to 6pm GMT. We aim to respond to every request
          within 8 hours.
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            Cancelling.
          </Text>{' '}
          You may cancel at any time by uninstalling the app or by turning off all of your rules.
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            Non-solicitation.
          </Text>{' '}
          For 12 months after the end of the agreement, neither party will solicit the other&apos;s
          staff.
        </List.Item>
      </List>
    </ScrollArea.Autosize>
  );
}
