export * from './populations';
export * from './shopper';
export * from './phrases';
export * from './drive';
