export { reasonsLinks } from './links';
export { reasonKeys, useGenerateReasons } from './api';
