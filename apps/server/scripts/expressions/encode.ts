import { spawn } from 'node:child_process';
import { HEIGHT, WIDTH } from './shapes';

/** Tagged BT.709, so browsers turn the video back into the colours the still has. */
const INPUT_AND_COLOUR = [
  ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`],
  // Bitexact: no random ids or dates in the files, so an unchanged face regenerates unchanged.
  ['-i', '-', '-an', '-map_metadata', '-1', '-fflags', '+bitexact'],
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
  const exit = new Promise<number | null>((resolve, reject) => {
    ffmpeg.on('error', (error) =>
      reject(new Error(`Could not run ffmpeg (apt-get install ffmpeg): ${error.message}`)),
    );
    ffmpeg.on('close', resolve);
  });
  // When ffmpeg stops early the pipe breaks: its exit code and its own messages say why.
  ffmpeg.stdin.on('error', () => {});
  // The frames are in memory already: the pipe may hold on to all of them.
  for (const frame of frames) ffmpeg.stdin.write(frame);
  ffmpeg.stdin.end();
  const code = await exit;
  if (code !== 0) throw new Error(`ffmpeg failed (exit ${code}) writing ${file}`);
}
