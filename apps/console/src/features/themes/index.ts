export { themesLinks } from './routes';
