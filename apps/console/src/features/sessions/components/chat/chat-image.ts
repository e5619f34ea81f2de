import type { TChatMessage } from '@parley/contract';
import { botTextPlain } from './bot-text';
import { celebrationTexts } from './Celebration';

/**
 * "Save chat as Image" (part 1 §2, §9): the chat drawn as text onto a canvas and saved as a PNG,
 * with no library that copies the page's DOM. Faces are left out; the words are the record.
 */

const WIDTH = 640;
const PAD = 20;
const BUBBLE_PAD = 10;
const LINE_HEIGHT = 20;
const GAP = 8;
const MAX_BUBBLE = WIDTH * 0.7;
const FONT = '14px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const BOLD = `bold ${FONT}`;

type Kind = 'user' | 'bot' | 'misunderstood' | 'celebration' | 'heading';
interface Block {
  kind: Kind;
  lines: string[];
  width: number;
}

const COLOURS: Record<Kind, { fill: string | null; text: string }> = {
  user: { fill: '#4c6ef5', text: '#ffffff' },
  bot: { fill: '#f1f3f5', text: '#212529' },
  misunderstood: { fill: '#fff5f5', text: '#c92a2a' },
  celebration: { fill: null, text: '#099268' },
  heading: { fill: null, text: '#495057' },
};

/** Words wrapped to `max` pixels; a word longer than a line is cut where it must be. */
function wrap(context: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    // Breaks at spaces, never at a non-breaking one (the celebration's ' !' stays together).
    for (const word of paragraph.split(/[^\S\u00a0]+/).filter(Boolean)) {
      let piece = word;
      while (context.measureText(piece).width > max) {
        let cut = piece.length - 1;
        while (cut > 1 && context.measureText(piece.slice(0, cut)).width > max) cut -= 1;
        if (line) lines.push(line);
        lines.push(piece.slice(0, cut));
        line = '';
        piece = piece.slice(cut);
      }
      const candidate = line ? `${line} ${piece}` : piece;
      if (context.measureText(candidate).width > max && line) {
        lines.push(line);
        line = piece;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

function blocksOf(
  context: CanvasRenderingContext2D,
  heading: string,
  messages: TChatMessage[],
): Block[] {
  const block = (kind: Kind, text: string): Block => {
    context.font = kind === 'celebration' || kind === 'heading' ? BOLD : FONT;
    const lines = wrap(context, text, MAX_BUBBLE - 2 * BUBBLE_PAD);
    const width = Math.max(...lines.map((line) => context.measureText(line).width));
    return { kind, lines, width: width + 2 * BUBBLE_PAD };
  };
  const blocks = [block('heading', heading)];
  for (const message of messages) {
    if (message.user_message) blocks.push(block('user', message.user_message));
    if (message.expression) {
      for (const text of celebrationTexts(message.expression))
        blocks.push(block('celebration', text));
    }
    const misunderstood = (message.meta.understanding_issues?.length ?? 0) > 0;
    for (const line of message.messages) {
      blocks.push(block(misunderstood ? 'misunderstood' : 'bot', botTextPlain(line)));
    }
  }
  return blocks;
}

const blockHeight = (block: Block) => block.lines.length * LINE_HEIGHT + 2 * BUBBLE_PAD;

/** The chat as a PNG; fails when the browser cannot draw (the caller says so). */
export async function chatImage(heading: string, messages: TChatMessage[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const measure = canvas.getContext('2d');
  if (!measure) throw new Error('No 2D canvas');
  const blocks = blocksOf(measure, heading, messages);
  canvas.width = WIDTH;
  canvas.height = PAD * 2 + blocks.reduce((sum, block) => sum + blockHeight(block) + GAP, 0);
  // Resizing a canvas resets its drawing state: take the context again.
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.textBaseline = 'top';
  let y = PAD;
  for (const block of blocks) {
    const colours = COLOURS[block.kind];
    const height = blockHeight(block);
    const x =
      block.kind === 'user'
        ? WIDTH - PAD - block.width
        : block.kind === 'celebration'
          ? (WIDTH - block.width) / 2
          : PAD;
    if (colours.fill) {
      context.fillStyle = colours.fill;
      context.beginPath();
      // Rounded bubbles where the browser can draw them (roundRect is recent), square elsewhere.
      if ('roundRect' in context) context.roundRect(x, y, block.width, height, 12);
      else (context as CanvasRenderingContext2D).rect(x, y, block.width, height);
      context.fill();
    }
    context.font = block.kind === 'celebration' || block.kind === 'heading' ? BOLD : FONT;
    context.fillStyle = colours.text;
    block.lines.forEach((line, index) => {
      context.fillText(line, x + BUBBLE_PAD, y + BUBBLE_PAD + index * LINE_HEIGHT);
    });
    y += height + GAP;
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png');
  });
}

/** Part 1 §9: the PNG is named by the session id and the time it was saved. */
export const chatImageName = (sessionId: string, savedAt: Date) => {
  const stamp = savedAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[:]/g, '-');
  return `${sessionId}_${stamp}.png`;
};
