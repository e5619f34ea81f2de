export { understand } from './understand';
export type { UnderstandContext, Understanding, UnderstandingIssue } from './types';
export { languageOfText } from './text-language';
