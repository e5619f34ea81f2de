export { botTestLinks } from './links';
