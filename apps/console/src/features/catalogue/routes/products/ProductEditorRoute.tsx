import { PRODUCTS } from '../../simple-entities';
import { SimpleCatalogueEditorRoute } from '../simple-catalogue/SimpleCatalogueEditorRoute';

export default function ProductEditorRoute() {
  return <SimpleCatalogueEditorRoute config={PRODUCTS} />;
}
