import type { ReactNode } from 'react';
import { MSG } from '@parley/contract';
import { PageLoader } from '../../../../components/PageLoader';
import { refusalMessage } from '../../../../lib/api-error';
import { useRetailer } from '../../../retailers';
import { PageNotice } from '../../../../components/PageNotice';
import type { SimpleCatalogueConfig, SimpleEntity } from '../../simple-entities';

/**
 * The menu hides these screens from some stores (part 1 §2); someone who opens one anyway gets
 * the reason instead of the screen, and the screen's calls are never made.
 */
export function CatalogueGate<E extends SimpleEntity>({
  config,
  retailerId,
  children,
}: {
  config: SimpleCatalogueConfig<E>;
  retailerId: string;
  children: ReactNode;
}) {
  const retailer = useRetailer(retailerId);
  if (retailer.isError) {
    return (
      <PageNotice
        title={config.title}
        message={refusalMessage(retailer.error, MSG.somethingWrong)}
      />
    );
  }
  if (!retailer.data) return <PageLoader />;
  const reason = config.unavailable(retailer.data);
  if (reason) return <PageNotice title={config.title} message={reason} />;
  return children;
}
