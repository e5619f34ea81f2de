import { MSG } from '@parley/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageNotice } from '../../../components/PageNotice';
import { refusalMessage } from '../../../lib/api-error';
import { hasRetailerFeature, useRetailer } from '../../retailers';
import type { ReasonScope } from '../api';
import { reasonsLinks } from '../links';

/**
 * The list the screen is on: a retailer's own reasons on /retailers/{id}/reasons…, the global
 * ones on /admin/reasons… (their links carry context=admin:global, which is all they can be).
 */
export function useReasonScope(): ReasonScope {
  const { retailerId } = useParams();
  return retailerId
    ? { context: 'reasons', retailerId }
    : { context: 'admin:global', retailerId: null };
}

/** Where a list leads: its editors, new and existing, and back to itself. */
export function reasonHrefs({ retailerId }: ReasonScope) {
  if (retailerId === null) {
    return {
      list: reasonsLinks.admin(),
      new: reasonsLinks.adminNew(),
      edit: (reasonId: string) => reasonsLinks.adminEdit({ reasonId }),
    };
  }
  return {
    list: reasonsLinks.list({ retailerId }),
    new: reasonsLinks.new({ retailerId }),
    edit: (reasonId: string) => reasonsLinks.edit({ retailerId, reasonId }),
  };
}

/**
 * A retailer's reasons are its brand statements, which the reasons_editing feature gates (as the
 * menu does); a store without it gets the reason instead of the screen, and no calls are made.
 */
export function ReasonGate({
  scope,
  title,
  children,
}: {
  scope: ReasonScope;
  title: string;
  children: ReactNode;
}) {
  const retailer = useRetailer(scope.retailerId);
  if (scope.retailerId === null) return children;
  if (retailer.isError)
    return <PageNotice title={title} message={refusalMessage(retailer.error)} />;
  if (!retailer.data) return <PageLoader />;
  if (!hasRetailerFeature(retailer.data, 'reasons_editing')) {
    return <PageNotice title={title} message={MSG.brandStatementsNotEnabled} />;
  }
  return children;
}
