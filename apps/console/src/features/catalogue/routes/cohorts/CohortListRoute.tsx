import { COHORTS } from '../../simple-entities';
import { SimpleCatalogueListRoute } from '../simple-catalogue/SimpleCatalogueListRoute';

export default function CohortListRoute() {
  return <SimpleCatalogueListRoute config={COHORTS} />;
}
