export { cyrb53, percentileOf } from './hash';
export { keyedUnit, nextIndex, nextUnit, prngFrom, unitStream, type PrngState } from './prng';
