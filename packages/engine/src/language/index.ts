export { understand } from './understand';
export type { UnderstandContext, Understanding, UnderstandingIssue } from './types';
