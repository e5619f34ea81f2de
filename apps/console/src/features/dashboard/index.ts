export { dashboardLinks } from './links';
