export * from './product';
export * from './constants';
export * from './messages';
export * from './common';
export * from './auth';
export * from './account';
export * from './retailers';
export * from './status';
