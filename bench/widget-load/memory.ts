import { readFileSync } from 'node:fs';
/** One of the server process's own reports (memory-report.ts): process.memoryUsage() at `at` (ms since 1970). */
export interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** Every report the server process has written so far (none before its first). */
export function readMemorySamples(file: string): MemorySample[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as MemorySample);
}

export interface MemoryWindow {
  label: string;
  samples: number;
  rss: number;
  heapUsed: number;
}

const mean = (values: number[]) =>
  values.length === 0 ? NaN : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Mean RSS and heap in the first, second and last window of the load (a minute each, or a fifth
 * of a shorter run). The first holds the start-up growth (the JIT's code, pools and caches
 * filling, the flood's buckets and unknown keys reaching their bounds), so "flat" compares the
 * last with the second.
 */
export function memoryWindows(samples: MemorySample[], from: number, to: number): MemoryWindow[] {
  const width = Math.min(60_000, (to - from) / 5);
  const inWindow = (label: string, start: number, end: number): MemoryWindow => {
    const chosen = samples.filter((sample) => sample.at >= start && sample.at <= end);
    return {
      label,
      samples: chosen.length,
      rss: mean(chosen.map((sample) => sample.rss)),
      heapUsed: mean(chosen.map((sample) => sample.heapUsed)),
    };
  };
  const seconds = (ms: number) => (ms / 1000).toFixed(0);
  const last = to - from - width;
  return [
    inWindow(`first (0–${seconds(width)} s)`, from, from + width),
    inWindow(`second (${seconds(width)}–${seconds(2 * width)} s)`, from + width, from + 2 * width),
    inWindow(`last (${seconds(last)}–${seconds(to - from)} s)`, to - width, to),
  ];
}
