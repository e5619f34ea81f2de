import { PRODUCT_CATEGORIES } from '../../simple-entities';
import { SimpleCatalogueEditorRoute } from '../simple-catalogue/SimpleCatalogueEditorRoute';

export default function ProductCategoryEditorRoute() {
  return <SimpleCatalogueEditorRoute config={PRODUCT_CATEGORIES} />;
}
