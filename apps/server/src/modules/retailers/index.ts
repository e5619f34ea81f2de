export {
  findRetailerByApiKey,
  recordParleyStarted,
  findRetailerBySecretKey,
  findRetailerRow,
  updateRetailerRow,
  type RetailerRow,
} from './repository';
export { retailerRoutes } from './routes';
export { findRetailer } from './service';
