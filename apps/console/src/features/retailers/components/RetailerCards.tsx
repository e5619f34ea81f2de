import { Button, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { PRODUCT_TERM, STORE_PLATFORM_LABELS, type TRetailer } from '@parley/contract';
import { formatDateTime } from '../../../lib/format';
import { billingLinks } from '../../billing';
import { dashboardLinks } from '../../dashboard';
import { retailersLinks } from '../links';
import { DetailCard, Fact } from './DetailCard';

/** Retailer Info, with View Dashboard. */
export function RetailerInfoCard({ retailer }: { retailer: TRetailer }) {
  return (
    <DetailCard
      title="Retailer Info"
      links={[
        { label: 'View Dashboard', to: dashboardLinks.retailer({ retailerId: retailer.id }) },
      ]}
    >
      <SimpleGrid cols={2}>
        <Fact label="Name">{retailer.name}</Fact>
        <Fact label="Signed Up">{formatDateTime(retailer.created_at)}</Fact>
        <Fact label={`Last ${PRODUCT_TERM}`}>
          {retailer.last_parley_at ? formatDateTime(retailer.last_parley_at) : '-'}
        </Fact>
        <Fact label="Timezone">{retailer.timezone_code}</Fact>
      </SimpleGrid>
    </DetailCard>
  );
}

/** Billing Info, with Manage Plan and Manage Charges. */
export function BillingInfoCard({ retailer }: { retailer: TRetailer }) {
  const scheme = retailer.billing_scheme;
  return (
    <DetailCard
      title="Billing Info"
      links={[
        { label: 'Manage Plan', to: billingLinks.plan({ retailerId: retailer.id }) },
        { label: 'Manage Charges', to: billingLinks.usage({ retailerId: retailer.id }) },
      ]}
    >
      <SimpleGrid cols={2}>
        <Fact label="Pricing Plan">{scheme ? scheme.pricing_plan.name : 'No plan'}</Fact>
        <Fact label="Status">{scheme ? scheme.status.replaceAll('_', ' ') : '-'}</Fact>
        <Fact label="Unbilled Usage Fees">{scheme ? scheme.unbilled_usage_fees : '-'}</Fact>
        <Fact label="Current Cycle Billed Fees">
          {scheme ? scheme.current_cycle_billed_fees : '-'}
        </Fact>
      </SimpleGrid>
    </DetailCard>
  );
}

/** Store Info, with Edit Shopify Integration and the discount functions switch. */
export function StoreInfoCard({
  retailer,
  onDiscountFunctionsChange,
  saving,
}: {
  retailer: TRetailer;
  onDiscountFunctionsChange: (enabled: boolean) => void;
  saving: boolean;
}) {
  const { store } = retailer;
  return (
    <DetailCard
      title="Store Info"
      links={[
        {
          label: 'Edit Shopify Integration',
          to: retailersLinks.shopifyStore({ retailerId: retailer.id }),
        },
      ]}
    >
      <SimpleGrid cols={2}>
        <Fact label="Platform">{STORE_PLATFORM_LABELS[store.platform]}</Fact>
        <Fact label="Shopify Domain">{store.myshopify_domain ?? '-'}</Fact>
        <Fact label="Primary Domain">{store.primary_domain ?? '-'}</Fact>
      </SimpleGrid>
      <Switch
        label="Discount functions enabled"
        checked={store.discount_functions_enabled}
        disabled={saving}
        onChange={(event) => onDiscountFunctionsChange(event.currentTarget.checked)}
      />
    </DetailCard>
  );
}

/** Log In As: the console as the retailer's user, through a one-time link. */
export function LoginAsCard({
  onLoginAs,
  loggingIn,
}: {
  onLoginAs: () => void;
  loggingIn: boolean;
}) {
  return (
    <DetailCard title="Log In As">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          Opens the console as this retailer&apos;s user, with a one-time link that expires within
          minutes. Your own session ends: log in again to come back.
        </Text>
        <Button variant="light" color="orange" loading={loggingIn} onClick={onLoginAs}>
          Log in as this retailer
        </Button>
      </Stack>
    </DetailCard>
  );
}
