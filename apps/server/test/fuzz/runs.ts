/**
 * Generated requests per operation: 100 in `npm test` and CI, 1,000 in the full run
 * (`npm run fuzz -w @parley/server`), or whatever `FUZZ_RUNS` says.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
