import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@parley/contract';
import { IconCalendarEvent, IconHeadset, IconSparkles } from '@tabler/icons-react';
import {
  SUPPORT_HOURS,
  SUPPORT_RESPONSE_HOURS,
  SUPPORT_URL,
  TRAINING_BOOKING_URL,
  TRAINING_OFFER_HOURS,
  type BannerStage,
} from './support-links';

export interface RuleBannersProps {
  stage: BannerStage;
  onContinue: () => void;
  onNotNow: () => void;
  /** The welcome's Continue is being saved. */
  continuing: boolean;
}

const BookButton = () => (
  <Button
    component="a"
    href={TRAINING_BOOKING_URL}
    target="_blank"
    rel="noopener noreferrer"
    leftSection={<IconCalendarEvent size={16} />}
  >
    Book Now
  </Button>
);

/** The banners above the ruleset (part 1 §2 Rules-page banners, §4 Banner type). */
export function RuleBanners({ stage, onContinue, onNotNow, continuing }: RuleBannersProps) {
  switch (stage) {
    case 'welcome':
      return (
        <Alert color="blue" icon={<IconSparkles size={18} />} title={`Welcome to ${PRODUCT_NAME}!`}>
          <Stack gap="sm">
            <Text size="sm">
              {`This is your Ruleset: its rules decide where ${PRODUCT_NAME} appears on your site and how it negotiates. Create a rule and switch it on to get started.`}
            </Text>
            <Group>
              <Button onClick={onContinue} loading={continuing}>
                Continue
              </Button>
            </Group>
          </Stack>
        </Alert>
      );
    case 'training':
      return (
        <Alert
          color="teal"
          icon={<IconCalendarEvent size={18} />}
          title="Book your free training call"
        >
          <Stack gap="sm">
            <Text size="sm">
              {`Get the most out of ${PRODUCT_NAME} with a free one-to-one training call with our team, on offer for the next ${TRAINING_OFFER_HOURS} hours.`}
            </Text>
            <Group>
              <BookButton />
              <Button variant="default" onClick={onNotNow}>
                Not Now
              </Button>
            </Group>
          </Stack>
        </Alert>
      );
    case 'trainingLater':
      return (
        <Alert color="teal" icon={<IconCalendarEvent size={18} />} title="No problem">
          <Stack gap="sm">
            <Text size="sm">
              {`Your free training call is still on offer for the next ${TRAINING_OFFER_HOURS} hours, whenever suits you.`}
            </Text>
            <Group>
              <BookButton />
            </Group>
          </Stack>
        </Alert>
      );
    case 'help':
      return (
        <Stack gap="sm">
          <Alert color="gray" icon={<IconHeadset size={18} />} title="Need a hand?">
            <Text size="sm">
              {`Our support team is available ${SUPPORT_HOURS} and aims to answer within ${SUPPORT_RESPONSE_HOURS} hours. `}
              <Anchor href={SUPPORT_URL}>Contact Support</Anchor>
            </Text>
          </Alert>
          <Alert color="gray" icon={<IconCalendarEvent size={18} />} title="Talk it through">
            <Text size="sm">
              {`Want a walkthrough of your rules? Book a call with our team at a time that suits you. `}
              <Anchor href={TRAINING_BOOKING_URL} target="_blank" rel="noopener noreferrer">
                Book a Call
              </Anchor>
            </Text>
          </Alert>
        </Stack>
      );
  }
}
