import { HEAD, HEAD_RADIUS } from './face';
import {
  circle,
  ellipse,
  filled,
  path,
  place,
  rect,
  scaled,
  stroked,
  type Point,
  type Shape,
} from './shapes';
import { easeOut, progress, seeded } from './timing';

/** The things around the face: a waving hand, a thought bubble, a tear, a gift, sparkles, confetti. */

const PARTY = ['#ff6b6b', '#4d96ff', '#3fbf7f', '#ffb020', '#a66cff', '#ff8fc7'];

/** An open hand, palm out, its wrist at `wrist`, turned `turn` degrees. */
export function hand(wrist: Point, turn: number): Shape[] {
  const skin = '#ffbf3c';
  const finger = (dx: number, length: number, lean: number) =>
    stroked(
      path(
        false,
        { x: wrist.x + dx, y: wrist.y - 30 },
        { x: wrist.x + dx + lean, y: wrist.y - 30 - length },
      ),
      skin,
      10,
    );
  const shapes = [
    finger(-12, 22, -4),
    finger(-4, 28, -1.5),
    finger(5, 28, 1.5),
    finger(13, 22, 4),
    stroked(
      path(false, { x: wrist.x - 10, y: wrist.y - 16 }, { x: wrist.x - 27, y: wrist.y - 30 }),
      skin,
      10,
    ),
    filled(rect(wrist.x, wrist.y - 22, 34, 34, 13), skin),
  ];
  return place(shapes, wrist, turn, { x: 0, y: 0 });
}

/** Little arcs beside the waving hand. */
export function waveLines(at: Point, opacity: number): Shape[] {
  return [0, 1].map((i) =>
    stroked(
      path(
        false,
        { x: at.x + i * 9, y: at.y - 12 - i * 4 },
        { control: { x: at.x + 8 + i * 9, y: at.y - i * 4 } },
        { x: at.x + i * 9, y: at.y + 12 + i * 4 },
      ),
      '#8fa3c0',
      3.5,
      opacity,
    ),
  );
}

/** A thought bubble up and right of the head, with `dots` (0 to 3) of its "…" showing. */
export function thoughtBubble(grow: number, dots: number): Shape[] {
  const white = '#ffffff';
  const puffs = [
    circle(318, 42, 17),
    circle(339, 30, 19),
    circle(360, 40, 17),
    circle(343, 52, 16),
    circle(324, 54, 13),
  ];
  const cloud = [
    filled(circle(290, 79, 4.5), white),
    filled(circle(301, 66, 7), white),
    ...puffs.map((puff) => filled(puff, white)),
    ...[0, 1, 2].map((i) =>
      filled(circle(328 + i * 13, 43, 3.6), '#7d8aa3', Math.min(1, Math.max(0, dots - i))),
    ),
  ];
  return scaled(cloud, { x: 290, y: 79 }, grow);
}

/** A tear under the left eye, drawn on the face, `fall` pixels down the cheek. */
export function tear(grow: number, fall: number): Shape[] {
  const x = 163;
  const y = 122 + fall;
  const drop = path(
    true,
    { x, y: y - 11 },
    { control: { x: x + 7, y: y - 1 } },
    { x: x + 6, y: y + 3 },
    { control: { x: x + 5, y: y + 9 } },
    { x, y: y + 9 },
    { control: { x: x - 5, y: y + 9 } },
    { x: x - 6, y: y + 3 },
    { control: { x: x - 7, y: y - 1 } },
    { x, y: y - 11 },
  );
  return scaled(
    [filled(drop, '#5bb6ff'), filled(ellipse(x - 2.2, y + 2, 1.8, 3, 20), '#ffffff', 0.8)],
    { x, y: y + 3 },
    grow,
  );
}

/** A wrapped gift with a bow, centred at `at`. */
export function gift(at: Point): Shape[] {
  const { x, y } = at;
  const ribbon = '#ffd54a';
  return [
    filled(ellipse(x - 9, y - 30, 11, 6.5, 25), ribbon),
    filled(ellipse(x + 9, y - 30, 11, 6.5, -25), ribbon),
    filled(rect(x, y + 6, 50, 38, 5), '#ff6b6b'),
    filled(rect(x, y - 17, 58, 14, 4), '#e8505b'),
    filled(rect(x, y + 6, 11, 38), ribbon),
    filled(rect(x, y - 17, 11, 14), ribbon),
    filled(circle(x, y - 27, 5), '#f2b92f'),
  ];
}

/** A four-pointed sparkle of radius `r`. */
export function sparkle(at: Point, r: number, color: string): Shape {
  const { x, y } = at;
  const waist = r * 0.18;
  return filled(
    path(
      true,
      { x, y: y - r },
      { control: { x: x + waist, y: y - waist } },
      { x: x + r, y },
      { control: { x: x + waist, y: y + waist } },
      { x, y: y + r },
      { control: { x: x - waist, y: y + waist } },
      { x: x - r, y },
      { control: { x: x - waist, y: y - waist } },
      { x, y: y - r },
    ),
    color,
  );
}

export interface ConfettiPiece {
  rest: Point;
  turn: number;
  color: string;
  round: boolean;
  /** When it starts falling, in seconds, and how far above its resting place. */
  delay: number;
  drop: number;
}

/** Confetti that rests around the head (never over the face), the same on every run. */
export function confettiPieces(count: number): ConfettiPiece[] {
  const random = seeded(7);
  const pieces: ConfettiPiece[] = [];
  while (pieces.length < count) {
    const rest = { x: 12 + random() * 376, y: 10 + random() * 190 };
    const clear = Math.hypot(rest.x - HEAD.x, rest.y - HEAD.y) > HEAD_RADIUS + 14;
    const apart = pieces.every((p) => Math.hypot(p.rest.x - rest.x, p.rest.y - rest.y) > 26);
    if (!clear || !apart) continue;
    pieces.push({
      rest,
      turn: random() * 180,
      color: PARTY[pieces.length % PARTY.length]!,
      round: random() < 0.3,
      delay: random() * 0.35,
      drop: 150 + random() * 90,
    });
  }
  return pieces;
}

/** The confetti at `t` seconds: falling and spinning, slowing as it reaches its place. */
export function confetti(pieces: ConfettiPiece[], t: number, start: number): Shape[] {
  return pieces.map((piece, i) => {
    const p = easeOut(progress(t, start + piece.delay, start + piece.delay + 1.1));
    const left = 1 - p;
    const x = piece.rest.x + 14 * Math.sin(i + 6 * p) * left;
    const y = piece.rest.y - piece.drop * left;
    if (piece.round) return filled(circle(x, y, 3.8), piece.color);
    return filled(
      rect(x, y, 11, 5.5, 1.5, piece.turn + 540 * left * (i % 2 ? 1 : -1)),
      piece.color,
    );
  });
}
