export { checkLinkableImage, findLinkedImage } from './linked';
export { imageRoutes, serveUploadedImages } from './routes';
export { imageStorageOrigins } from './storage';
