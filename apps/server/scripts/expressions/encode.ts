import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { HEIGHT, WIDTH } from './shapes';

/** Tagged BT.709, so browsers turn the video back into the colours the still has. */
const INPUT_AND_COLOUR = [
  ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`],
  ['-i', '-', '-an', '-map_metadata', '-1'],
  ['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p'],
  ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'],
  ['-color_range', 'tv'],
].flat();

export const CODECS = {
  mp4: [
    ['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '24'],
    ['-movflags', '+faststart'],
  ].flat(),
  webm: [
    ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '36', '-deadline', 'good', '-cpu-used', '1'],
    ['-row-mt', '1'],
  ].flat(),
};

/** Pipes raw rgb24 frames into ffmpeg, which writes `file`. */
export async function encode(frames: Buffer[], fps: number, codec: string[], file: string) {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-r',
      String(fps),
      ...INPUT_AND_COLOUR,
      ...codec,
      file,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const exited = once(ffmpeg, 'close');
  // A missing ffmpeg shows up as an 'error' event, not an exit code.
  const failed = once(ffmpeg, 'error').then(([error]: unknown[]) => {
    throw new Error(`Could not run ffmpeg (apt-get install ffmpeg): ${String(error)}`);
  });
  const written = (async () => {
    for (const frame of frames) {
      if (!ffmpeg.stdin.write(frame)) await once(ffmpeg.stdin, 'drain');
    }
    ffmpeg.stdin.end();
    const [code] = (await exited) as [number | null];
    if (code !== 0) throw new Error(`ffmpeg failed (exit ${code}) writing ${file}`);
  })();
  await Promise.race([written, failed]);
}
