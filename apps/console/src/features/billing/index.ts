export { billingLinks } from './routes';
