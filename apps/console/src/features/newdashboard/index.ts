export { newDashboardLinks } from './links';
