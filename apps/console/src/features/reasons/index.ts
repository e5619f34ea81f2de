export { reasonsLinks } from './routes';
