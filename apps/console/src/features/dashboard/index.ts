export { dashboardLinks } from './links';
export { SignificancePanel } from './components/SignificancePanel';
export { formatAmount, formatCount, formatShare } from './stat-format';
