export { campaignsLinks } from './links';
