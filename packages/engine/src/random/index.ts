export { cyrb53, percentileOf } from './hash';
export { keyedUnit, nextIndex, nextUnit, prngFrom, type PrngState } from './prng';
