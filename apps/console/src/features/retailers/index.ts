export { retailersLinks } from './links';
export * from './api';
export * from './features';
export { useRetailerPicker } from './use-retailer-picker';
export {
  RetailerSearchSelect,
  type RetailerOption,
  type RetailerSearchState,
} from './components/RetailerSearchSelect';
