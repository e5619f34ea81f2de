export { chooseRule } from './choose-rule';
export type * from './types';
