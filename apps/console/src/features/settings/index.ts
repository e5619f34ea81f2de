export { settingsLinks } from './links';
