export { settingsLinks } from './routes';
