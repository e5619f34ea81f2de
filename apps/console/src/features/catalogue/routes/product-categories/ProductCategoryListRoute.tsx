import { PRODUCT_CATEGORIES } from '../../simple-entities';
import { SimpleCatalogueListRoute } from '../simple-catalogue/SimpleCatalogueListRoute';

export default function ProductCategoryListRoute() {
  return <SimpleCatalogueListRoute config={PRODUCT_CATEGORIES} />;
}
