export { imageRoutes, serveUploadedImages } from './routes';
export { imageStorageOrigins } from './storage';
