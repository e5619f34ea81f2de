import { PRODUCTS } from '../../simple-entities';
import { SimpleCatalogueListRoute } from '../simple-catalogue/SimpleCatalogueListRoute';

export default function ProductListRoute() {
  return <SimpleCatalogueListRoute config={PRODUCTS} />;
}
