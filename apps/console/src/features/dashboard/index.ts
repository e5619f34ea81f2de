export { dashboardLinks } from './links';
export { SignificancePanel } from './components/SignificancePanel';
export { formatCount, formatShare } from './stat-format';
