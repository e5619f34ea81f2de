/**
 * What the server process under the load test runs besides itself (NODE_OPTIONS=--import=…):
 * every LOAD_MEMORY_EVERY_MS it appends its own memory figures to LOAD_MEMORY_FILE as a JSON line.
 * The heap is only visible from inside the process (/proc shows the RSS alone), and the compiled
 * server has no route that tells it. Plain JavaScript in a data: URL, as the server runs without
 * a TypeScript loader (which would change what is measured) and the repository lints no .mjs.
 */
const REPORT_SOURCE = `
import { appendFileSync } from 'node:fs';
const file = process.env.LOAD_MEMORY_FILE;
const everyMs = Number(process.env.LOAD_MEMORY_EVERY_MS || 10000);
function report() {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const sample = { at: Date.now(), rss, heapUsed, heapTotal, external, arrayBuffers };
  appendFileSync(file, JSON.stringify(sample) + '\\n');
}
if (file) {
  report();
  setInterval(report, everyMs).unref();
}
`;

/** The NODE_OPTIONS flag that makes a Node process report its memory. */
export const MEMORY_REPORT_IMPORT = `--import=data:text/javascript;base64,${Buffer.from(REPORT_SOURCE).toString('base64')}`;
