/**
 * Draws the bot's expressions and writes them to apps/server/public/expressions: for each, the
 * still (svg) and the animation ending on it (mp4 and webm). A dev tool: the files are committed,
 * so only whoever changes a face needs ffmpeg.
 *
 *   npx tsx apps/server/scripts/make-expressions.ts [id …]
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { EXPRESSION_IDS, type ExpressionId } from '@parley/engine';
import { ANIMATIONS, BACKGROUND, FPS } from './expressions/animations';
import { CODECS, encode } from './expressions/encode';
import { rasterise } from './expressions/rasterise';
import { toSvg } from './expressions/svg';

const outDir = fileURLToPath(new URL('../public/expressions/', import.meta.url));

const isId = (value: string): value is ExpressionId =>
  (EXPRESSION_IDS as readonly string[]).includes(value);

const asked = process.argv.slice(2);
const unknown = asked.filter((id) => !isId(id));
if (unknown.length > 0) {
  throw new Error(
    `Unknown expressions: ${unknown.join(', ')} (known: ${EXPRESSION_IDS.join(', ')})`,
  );
}
const ids = asked.length > 0 ? asked.filter(isId) : EXPRESSION_IDS;

for (const id of ids) {
  const animation = ANIMATIONS[id];
  const count = Math.round(animation.seconds * FPS);
  const times = Array.from({ length: count }, (_, i) => i / FPS);
  const frames = times.map((t) => rasterise(BACKGROUND, animation.frame(t)));
  // The still is the last frame, so the picture does not jump when the video gives way to it.
  await writeFile(`${outDir}${id}.svg`, toSvg(BACKGROUND, animation.frame(times.at(-1) ?? 0)));
  for (const [extension, codec] of Object.entries(CODECS)) {
    await encode(frames, FPS, codec, `${outDir}${id}.${extension}`);
  }
  console.log(`${id}: ${count} frames`);
}
