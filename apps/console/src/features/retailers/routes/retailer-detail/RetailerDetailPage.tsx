import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TRetailer } from '@parley/contract';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import { DetailCard } from '../../components/DetailCard';
import { BillingInfoCard, RetailerInfoCard, StoreInfoCard } from '../../components/RetailerCards';
import { UpliftTestCard } from '../../components/UpliftTestCard';

export function RetailerDetailPage({
  retailer,
  loadError,
  onDiscountFunctionsChange,
  savingStore,
  onStartUplift,
  onTerminateUplift,
  upliftBusy,
  onLoginAs,
  loggingIn,
}: {
  retailer: TRetailer | undefined;
  loadError: string | null;
  onDiscountFunctionsChange: (enabled: boolean) => void;
  savingStore: boolean;
  onStartUplift: (controlCohortPercentage: number) => void;
  onTerminateUplift: () => void;
  upliftBusy: boolean;
  onLoginAs: () => void;
  loggingIn: boolean;
}) {
  if (loadError) return <FormMessage error={loadError} />;
  if (!retailer) return <PageLoader />;
  return (
    <>
      <PageHeader title={retailer.name} subtitle="Retailer" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RetailerInfoCard retailer={retailer} />
        <BillingInfoCard retailer={retailer} />
        <StoreInfoCard
          retailer={retailer}
          onDiscountFunctionsChange={onDiscountFunctionsChange}
          saving={savingStore}
        />
        <UpliftTestCard
          retailer={retailer}
          onStart={onStartUplift}
          onTerminate={onTerminateUplift}
          busy={upliftBusy}
        />
        <DetailCard title="Log In As">
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              Opens the console as this retailer&apos;s user, with a one-time link that expires
              within minutes. Your own session ends: log in again to come back.
            </Text>
            <Button variant="light" color="orange" loading={loggingIn} onClick={onLoginAs}>
              Log in as this retailer
            </Button>
          </Stack>
        </DetailCard>
      </SimpleGrid>
    </>
  );
}
