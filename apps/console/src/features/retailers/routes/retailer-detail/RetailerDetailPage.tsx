import { SimpleGrid } from '@mantine/core';
import type {
  TRetailer,
  TRetailerFeature,
  TRetailerFeatureChangesResponse,
} from '@parley/contract';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import {
  BillingInfoCard,
  LoginAsCard,
  RetailerInfoCard,
  StoreInfoCard,
} from '../../components/RetailerCards';
import { FeaturesCard } from '../../components/FeaturesCard';
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
  featureChanges,
  featureChangesError,
  savingFeatures,
  onFeatureChange,
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
  featureChanges: TRetailerFeatureChangesResponse['changes'] | undefined;
  featureChangesError: string | null;
  savingFeatures: boolean;
  onFeatureChange: (feature: TRetailerFeature, enabled: boolean) => void;
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
        <LoginAsCard onLoginAs={onLoginAs} loggingIn={loggingIn} />
        <FeaturesCard
          retailer={retailer}
          changes={featureChanges}
          changesError={featureChangesError}
          saving={savingFeatures}
          onChange={onFeatureChange}
        />
      </SimpleGrid>
    </>
  );
}
