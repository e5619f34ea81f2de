export { defineHousekeeping } from './jobs';
