export {
  checkLinkableImage,
  displayImageUrl,
  findLinkedImage,
  linkedImageUrl,
  type ImageLocation,
} from './linked';
export { imageRoutes, serveUploadedImages } from './routes';
export { imageStorageOrigins } from './storage';
