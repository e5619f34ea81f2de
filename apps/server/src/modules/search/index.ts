export { searchRoutes } from './routes';
export { defineMessageIndexing, indexQueuedMessages } from './indexer';
