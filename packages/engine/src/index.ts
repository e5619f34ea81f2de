export * from './algorithm-defaults';
