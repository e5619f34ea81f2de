export * from './algorithm-defaults';
export * from './random';
export * from './negotiation';
export * from './rule-choice';
export * from './language';
export * from './conversation';
