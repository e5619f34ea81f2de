import { circle, ellipse, filled, path, place, stroked, type Point, type Shape } from './shapes';

/** The character: a round, two-tone face whose features are all numbers, so faces can blend. */
export interface Face {
  /** The head's shift in pixels and tilt in degrees (around the chin). */
  x: number;
  y: number;
  tilt: number;
  /** Where the eyes look: how far they move within the face, in pixels. */
  lookX: number;
  lookY: number;
  /** 1 open, 0 closed. A closed eye is a curve: arc 1 is a happy ∩, 0 a line, -1 a ∪. */
  openLeft: number;
  openRight: number;
  arcLeft: number;
  arcRight: number;
  /** Brows: pixels raised, and degrees tilted (positive: the inner end down, a frown). */
  browLeft: number;
  browRight: number;
  browTiltLeft: number;
  browTiltRight: number;
  /** Mouth: half width; curve in pixels (positive smiles); open in pixels; shifted right; the
   * right corner this much higher than the left. */
  mouthWidth: number;
  mouthCurve: number;
  mouthOpen: number;
  mouthShift: number;
  mouthSkew: number;
  /** 0 to 1: how much of the teeth, tongue and blushing cheeks show. */
  teeth: number;
  tongue: number;
  cheeks: number;
}

export const NEUTRAL: Face = {
  x: 0,
  y: 0,
  tilt: 0,
  lookX: 0,
  lookY: 0,
  openLeft: 1,
  openRight: 1,
  arcLeft: 1,
  arcRight: 1,
  browLeft: 0,
  browRight: 0,
  browTiltLeft: 0,
  browTiltRight: 0,
  mouthWidth: 22,
  mouthCurve: 8,
  mouthOpen: 0,
  mouthShift: 0,
  mouthSkew: 0,
  teeth: 0,
  tongue: 0,
  cheeks: 0.6,
};

/** `from` blended towards `to` by `amount` (0: from, 1: to). */
export function blend(from: Face, to: Partial<Face>, amount: number): Face {
  const face = { ...from };
  for (const key of Object.keys(to) as (keyof Face)[]) {
    face[key] = from[key] + ((to[key] ?? from[key]) - from[key]) * amount;
  }
  return face;
}

export const HEAD: Point = { x: 200, y: 112 };
export const HEAD_RADIUS = 86;
/** Where the chin rests: the head tilts around it. */
const CHIN: Point = { x: HEAD.x, y: HEAD.y + HEAD_RADIUS };

export const COLORS = {
  background: '#eef3fa',
  face: '#ffcc4d',
  faceShade: '#f4b43a',
  ink: '#3b2b2f',
  mouth: '#6e2436',
  tongue: '#ff7b8a',
  teeth: '#ffffff',
  cheek: '#ff8a80',
  shadow: '#1f2a44',
};

const EYE_Y = 100;
const EYE_DX = 32;
const MOUTH_Y = 146;

function eye(center: Point, open: number, arc: number): Shape[] {
  if (open < 0.3) {
    const side = { x: 11, y: 3 * arc };
    return [
      stroked(
        path(
          false,
          { x: center.x - side.x, y: center.y + side.y },
          { control: { x: center.x, y: center.y - 11 * arc } },
          { x: center.x + side.x, y: center.y + side.y },
        ),
        COLORS.ink,
        5,
      ),
    ];
  }
  const ry = 13.5 * open;
  const sparkle = filled(circle(center.x + 3.2, center.y - ry * 0.4, 3.3), '#ffffff');
  return [
    filled(ellipse(center.x, center.y, 10, ry), COLORS.ink),
    ...(open > 0.6 ? [sparkle] : []),
  ];
}

/** A gently arched brow, tilted around its middle; `side` -1 is the left one. */
function brow(center: Point, tilt: number, side: -1 | 1): Shape[] {
  const shape = stroked(
    path(
      false,
      { x: center.x - 12, y: center.y + 2 },
      { control: { x: center.x, y: center.y - 5 } },
      { x: center.x + 12, y: center.y + 2 },
    ),
    COLORS.ink,
    5,
  );
  return place([shape], center, -side * tilt, { x: 0, y: 0 });
}

function mouth(face: Face): Shape[] {
  const cx = HEAD.x + face.mouthShift;
  const cornerY = MOUTH_Y - face.mouthCurve / 2;
  const left = { x: cx - face.mouthWidth, y: cornerY + face.mouthSkew / 2 };
  const right = { x: cx + face.mouthWidth, y: cornerY - face.mouthSkew / 2 };
  // A curve's control point lies twice as far from the chord as the curve's middle does.
  if (face.mouthOpen < 1) {
    const line = path(false, left, { control: { x: cx, y: cornerY + 2 * face.mouthCurve } }, right);
    return [stroked(line, COLORS.ink, 5)];
  }
  // A grin flattens the upper lip; the lower one drops by how open the mouth is.
  const upperSag = face.mouthCurve * (1 - 0.6 * Math.min(1, face.mouthOpen / 20));
  const lowerSag = upperSag + face.mouthOpen;
  const upper = { x: cx, y: cornerY + 2 * upperSag };
  const lower = { x: cx, y: cornerY + 2 * lowerSag };
  const outline = path(true, left, { control: upper }, right, { control: lower }, left);
  const upperMiddle = { x: cx, y: cornerY + upperSag };
  const lowerMiddle = { x: cx, y: cornerY + lowerSag };
  return [
    filled(outline, COLORS.mouth),
    {
      ...ellipse(upperMiddle.x, upperMiddle.y, face.mouthWidth * 0.85, 6.5),
      fill: { color: COLORS.teeth, opacity: face.teeth },
      clip: outline,
    },
    {
      ...ellipse(lowerMiddle.x, lowerMiddle.y, face.mouthWidth * 0.55, face.mouthOpen * 0.4),
      fill: { color: COLORS.tongue, opacity: face.tongue },
      clip: outline,
    },
    stroked(outline, COLORS.ink, 5),
  ];
}

/** The face, with `attached` things (a tear) drawn on it and moving with it. */
export function drawFace(face: Face, attached: Shape[] = []): Shape[] {
  const head = circle(HEAD.x, HEAD.y, HEAD_RADIUS);
  const look = { x: face.lookX, y: face.lookY };
  const eyeAt = (side: -1 | 1) => ({ x: HEAD.x + side * EYE_DX + look.x, y: EYE_Y + look.y });
  const browAt = (side: -1 | 1, raise: number) => ({
    x: HEAD.x + side * EYE_DX + look.x * 0.4,
    y: EYE_Y - 29 - raise + look.y * 0.4,
  });
  const shapes: Shape[] = [
    filled(head, COLORS.faceShade),
    // The lit part of the face, a little up and left: leaves a crescent of shade at the chin.
    {
      ...circle(HEAD.x - 3, HEAD.y - 8, HEAD_RADIUS - 2),
      fill: { color: COLORS.face },
      clip: head,
    },
    filled(ellipse(HEAD.x - 54, 128, 15, 9), COLORS.cheek, face.cheeks * 0.5),
    filled(ellipse(HEAD.x + 54, 128, 15, 9), COLORS.cheek, face.cheeks * 0.5),
    ...eye(eyeAt(-1), face.openLeft, face.arcLeft),
    ...eye(eyeAt(1), face.openRight, face.arcRight),
    ...brow(browAt(-1, face.browLeft), face.browTiltLeft, -1),
    ...brow(browAt(1, face.browRight), face.browTiltRight, 1),
    ...mouth(face),
    ...attached,
  ];
  return place(shapes, CHIN, face.tilt, { x: face.x, y: face.y });
}

/** The soft shadow under the head: smaller and fainter as the head jumps. */
export function shadow(face: Face): Shape {
  const lift = Math.max(0, -face.y);
  return filled(
    ellipse(HEAD.x + face.x, 212, 62 - lift * 0.6, 7 - lift * 0.05),
    COLORS.shadow,
    0.12 - lift * 0.002,
  );
}
