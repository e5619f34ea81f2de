import type { ExpressionId } from '@parley/engine';
import { COLORS, NEUTRAL, blend, drawFace, shadow, type Face } from './face';
import {
  confetti,
  confettiPieces,
  gift,
  hand,
  sparkle,
  tear,
  thoughtBubble,
  waveLines,
} from './props';
import { isVisible, scaled, type Shape } from './shapes';
import { bump, easeInOut, easeOut, easeOutBack, progress, swing } from './timing';

export const FPS = 25;

export interface Animation {
  seconds: number;
  /** Everything in the picture `t` seconds in, back to front. */
  frame: (t: number) => Shape[];
}

interface Scene {
  face: Face;
  /** Drawn on the face and moving with it. */
  onFace?: Shape[];
  /** Drawn over everything. */
  front?: Shape[];
}

const draw = ({ face, onFace = [], front = [] }: Scene): Shape[] =>
  [shadow(face), ...drawFace(face, onFace), ...front].filter(isVisible);

/** A sparkle that pops in at `start`. */
const poppingSparkle = (t: number, start: number, x: number, y: number, r: number, color: string) =>
  scaled([sparkle({ x, y }, r, color)], { x, y }, easeOutBack(progress(t, start, start + 0.3)));

const blink = (t: number, start: number) => 1 - bump(t, start, start + 0.18);

/** The face eased from NEUTRAL into `pose` between `from` and `to` seconds. */
const easeInto = (t: number, from: number, to: number, pose: Partial<Face>) =>
  blend(NEUTRAL, pose, easeInOut(progress(t, from, to)));

/** Both eyes alike: 1 open, 0 closed. */
const eyes = (open: number): Partial<Face> => ({ openLeft: open, openRight: open });

/** The mouth, as Face's mouth… fields; unless given, neither open, shifted nor skewed. */
interface Mouth {
  width: number;
  curve: number;
  open?: number;
  shift?: number;
  skew?: number;
}
const mouth = ({ width, curve, open = 0, shift = 0, skew = 0 }: Mouth): Partial<Face> => ({
  mouthWidth: width,
  mouthCurve: curve,
  mouthOpen: open,
  mouthShift: shift,
  mouthSkew: skew,
});

/** Both brows alike: raised by `raise` pixels and tilted `tilt` degrees (positive: a frown). */
const brows = (raise: number, tilt = 0): Partial<Face> => ({
  browLeft: raise,
  browRight: raise,
  browTiltLeft: tilt,
  browTiltRight: tilt,
});

const welcome: Animation = {
  seconds: 2,
  frame(t) {
    const smile = easeInto(t, 0.2, 0.7, {
      ...mouth({ width: 26, curve: 12, open: 10 }),
      tongue: 1,
      cheeks: 1,
      ...brows(3),
    });
    const face = {
      ...smile,
      y: 16 * (1 - easeOutBack(progress(t, 0, 0.45))),
      tilt: swing(t, 0.35, 1.6, -3, 2.5),
      openLeft: blink(t, 1.2),
      openRight: blink(t, 1.2),
    };
    const wrist = { x: 318, y: 196 + 90 * (1 - easeOut(progress(t, 0.1, 0.5))) };
    return draw({
      face,
      front: [
        ...hand(wrist, 12 + swing(t, 0.35, 1.6, 22, 2.5)),
        ...waveLines({ x: 356, y: 140 }, progress(t, 1.4, 1.7)),
      ],
    });
  },
};

const thinking: Animation = {
  seconds: 2,
  frame(t) {
    const face = easeInto(t, 0.1, 0.6, {
      tilt: 4,
      lookX: 6,
      lookY: -9,
      browRight: 7,
      browTiltLeft: 6,
      ...mouth({ width: 13, curve: -2, shift: -10, skew: 3 }),
      cheeks: 0.3,
    });
    const bubble = thoughtBubble(easeOutBack(progress(t, 0.45, 0.85)), 3 * progress(t, 0.9, 1.65));
    return draw({ face, front: bubble });
  },
};

const firm: Animation = {
  seconds: 2,
  frame(t) {
    const shake = swing(t, 0.3, 1.3, 9, 2);
    const face = easeInto(t, 0.15, 0.55, {
      ...eyes(0.8),
      ...brows(-3, 14),
      ...mouth({ width: 20, curve: 0 }),
      cheeks: 0.15,
    });
    return draw({ face: { ...face, x: shake, tilt: shake * 0.4 } });
  },
};

const sad: Animation = {
  seconds: 2,
  frame(t) {
    const face = easeInto(t, 0.1, 0.7, {
      y: 6,
      tilt: -4,
      lookY: 4,
      ...eyes(0.85),
      ...brows(2, -18),
      ...mouth({ width: 18, curve: -10 }),
      cheeks: 0,
    });
    const drop = tear(easeOutBack(progress(t, 0.7, 0.95)), 22 * easeInOut(progress(t, 0.95, 1.6)));
    return draw({ face, onFace: drop });
  },
};

const happy: Animation = {
  seconds: 2,
  frame(t) {
    const face = easeInto(t, 0.05, 0.45, {
      ...brows(4),
      ...mouth({ width: 26, curve: 14, open: 16 }),
      tongue: 1,
      cheeks: 1,
    });
    return draw({
      face: { ...face, y: -14 * bump(t, 0.3, 0.75) - 6 * bump(t, 0.75, 1.05) },
      front: [
        ...poppingSparkle(t, 0.5, 92, 56, 12, '#ffb020'),
        ...poppingSparkle(t, 0.65, 318, 44, 9, '#ff8fc7'),
        ...poppingSparkle(t, 0.8, 322, 150, 10, '#4d96ff'),
      ],
    });
  },
};

const pieces = confettiPieces(26);
const celebrate: Animation = {
  seconds: 2.2,
  frame(t) {
    const face = easeInto(t, 0, 0.35, {
      ...eyes(0),
      ...brows(6),
      ...mouth({ width: 32, curve: 16, open: 24 }),
      teeth: 1,
      tongue: 1,
      cheeks: 1,
    });
    return draw({
      face: {
        ...face,
        y: -18 * bump(t, 0.2, 0.6) - 10 * bump(t, 0.6, 0.9),
        tilt: swing(t, 0.2, 1.4, 6, 2),
      },
      front: confetti(pieces, t, 0.1),
    });
  },
};

const wink: Animation = {
  seconds: 2,
  frame(t) {
    const face = easeInto(t, 0.1, 0.5, {
      tilt: 5,
      browLeft: 5,
      browRight: -2,
      browTiltRight: 6,
      ...mouth({ width: 24, curve: 11, shift: 3, skew: 5 }),
      cheeks: 0.9,
    });
    const at = { x: 336 + 120 * (1 - easeOutBack(progress(t, 0.15, 0.7))), y: 168 };
    return draw({
      face: { ...face, openRight: 1 - easeInOut(progress(t, 0.55, 0.75)) },
      front: [...gift(at), ...poppingSparkle(t, 0.8, 374, 118, 10, '#ffb020')],
    });
  },
};

export const ANIMATIONS: Record<ExpressionId, Animation> = {
  welcome,
  thinking,
  firm,
  sad,
  happy,
  celebrate,
  wink,
};

export const BACKGROUND = COLORS.background;
