import { Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { STORE_PLATFORM_LABELS, type TBillingScheme } from '@parley/contract';
import { IconMail } from '@tabler/icons-react';
import { FormMessage } from '../../../../components/form/FormMessage';

export type PasswordRequestState = 'idle' | 'requesting' | 'requested' | 'error';

/**
 * The account behind the plan, read-only (part 2 §2), and Change Password, which e-mails a link:
 * only for accounts that are not Shopify's, whose password Shopify keeps.
 */
export function AccountCard({
  scheme,
  passwordRequest,
  requestedMessage,
  failedMessage,
  onChangePassword,
}: {
  scheme: TBillingScheme;
  passwordRequest: PasswordRequestState;
  requestedMessage: string;
  failedMessage: string;
  onChangePassword: () => void;
}) {
  const fields: [label: string, value: string | null][] = [
    ['Account Type', STORE_PLATFORM_LABELS[scheme.account_type]],
    ['Email', scheme.email],
    ['Website', scheme.website],
    ['Timezone Code', scheme.timezone_code],
  ];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Account">
      <Stack>
        <Title order={3} size="h4">
          Account
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fields.map(([label, value]) => (
            <TextInput key={label} label={label} value={value ?? ''} readOnly />
          ))}
        </SimpleGrid>
        {scheme.account_type === 'shopify' ? null : (
          <Stack gap="xs" align="flex-start">
            <FormMessage
              error={passwordRequest === 'error' ? failedMessage : null}
              success={passwordRequest === 'requested' ? requestedMessage : null}
            />
            {passwordRequest === 'requested' ? null : (
              <Button
                variant="default"
                leftSection={<IconMail size={16} />}
                loading={passwordRequest === 'requesting'}
                onClick={onChangePassword}
              >
                Change Password
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
