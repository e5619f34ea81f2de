export { searchLinks } from './links';
