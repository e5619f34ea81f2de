export { billingLinks } from './links';
export { CapReachedNotice } from './components/CapReachedNotice';
