import { SimpleGrid } from '@mantine/core';
import type { TRetailer } from '@parley/contract';
import type { ComponentProps } from 'react';
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

/** A card's props but the retailer, which the page gives every card. */
type CardProps<Props> = Omit<Props, 'retailer'>;

/** A retailer's detail (administrators): each card's props, but the retailer they all show. */
export function RetailerDetailPage({
  retailer,
  loadError,
  store,
  uplift,
  loginAs,
  features,
}: {
  retailer: TRetailer | undefined;
  loadError: string | null;
  store: CardProps<ComponentProps<typeof StoreInfoCard>>;
  uplift: CardProps<ComponentProps<typeof UpliftTestCard>>;
  loginAs: ComponentProps<typeof LoginAsCard>;
  features: CardProps<ComponentProps<typeof FeaturesCard>>;
}) {
  if (loadError) return <FormMessage error={loadError} />;
  if (!retailer) return <PageLoader />;
  return (
    <>
      <PageHeader title={retailer.name} subtitle="Retailer" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RetailerInfoCard retailer={retailer} />
        <BillingInfoCard retailer={retailer} />
        <StoreInfoCard retailer={retailer} {...store} />
        <UpliftTestCard retailer={retailer} {...uplift} />
        <LoginAsCard {...loginAs} />
        <FeaturesCard retailer={retailer} {...features} />
      </SimpleGrid>
    </>
  );
}
