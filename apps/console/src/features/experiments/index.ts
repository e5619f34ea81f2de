export { experimentsLinks } from './links';
