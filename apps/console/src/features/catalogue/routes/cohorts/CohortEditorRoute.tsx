import { COHORTS } from '../../simple-entities';
import { SimpleCatalogueEditorRoute } from '../simple-catalogue/SimpleCatalogueEditorRoute';

export default function CohortEditorRoute() {
  return <SimpleCatalogueEditorRoute config={COHORTS} />;
}
