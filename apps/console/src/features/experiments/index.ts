export { experimentsLinks } from './routes';
