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

const welcome: Animation = {
  seconds: 2,
  frame(t) {
    const smile = blend(
      NEUTRAL,
      {
        mouthWidth: 26,
        mouthCurve: 12,
        mouthOpen: 10,
        tongue: 1,
        cheeks: 1,
        browLeft: 3,
        browRight: 3,
      },
      easeInOut(progress(t, 0.2, 0.7)),
    );
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
    const face = blend(
      NEUTRAL,
      {
        tilt: 4,
        lookX: 6,
        lookY: -9,
        browRight: 7,
        browTiltLeft: 6,
        mouthWidth: 13,
        mouthCurve: -2,
        mouthShift: -10,
        mouthSkew: 3,
        cheeks: 0.3,
      },
      easeInOut(progress(t, 0.1, 0.6)),
    );
    const bubble = thoughtBubble(easeOutBack(progress(t, 0.45, 0.85)), 3 * progress(t, 0.9, 1.65));
    return draw({ face, front: bubble });
  },
};

const firm: Animation = {
  seconds: 2,
  frame(t) {
    const shake = swing(t, 0.3, 1.3, 9, 2);
    const face = blend(
      NEUTRAL,
      {
        openLeft: 0.8,
        openRight: 0.8,
        browLeft: -3,
        browRight: -3,
        browTiltLeft: 14,
        browTiltRight: 14,
        mouthWidth: 20,
        mouthCurve: 0,
        cheeks: 0.15,
      },
      easeInOut(progress(t, 0.15, 0.55)),
    );
    return draw({ face: { ...face, x: shake, tilt: shake * 0.4 } });
  },
};

const sad: Animation = {
  seconds: 2,
  frame(t) {
    const face = blend(
      NEUTRAL,
      {
        y: 6,
        tilt: -4,
        lookY: 4,
        openLeft: 0.85,
        openRight: 0.85,
        browLeft: 2,
        browRight: 2,
        browTiltLeft: -18,
        browTiltRight: -18,
        mouthWidth: 18,
        mouthCurve: -10,
        cheeks: 0,
      },
      easeInOut(progress(t, 0.1, 0.7)),
    );
    const drop = tear(easeOutBack(progress(t, 0.7, 0.95)), 22 * easeInOut(progress(t, 0.95, 1.6)));
    return draw({ face, onFace: drop });
  },
};

const happy: Animation = {
  seconds: 2,
  frame(t) {
    const face = blend(
      NEUTRAL,
      {
        browLeft: 4,
        browRight: 4,
        mouthWidth: 26,
        mouthCurve: 14,
        mouthOpen: 16,
        tongue: 1,
        cheeks: 1,
      },
      easeInOut(progress(t, 0.05, 0.45)),
    );
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
    const face = blend(
      NEUTRAL,
      {
        openLeft: 0,
        openRight: 0,
        browLeft: 6,
        browRight: 6,
        mouthWidth: 32,
        mouthCurve: 16,
        mouthOpen: 24,
        teeth: 1,
        tongue: 1,
        cheeks: 1,
      },
      easeInOut(progress(t, 0, 0.35)),
    );
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
    const face = blend(
      NEUTRAL,
      {
        tilt: 5,
        browLeft: 5,
        browRight: -2,
        browTiltRight: 6,
        mouthWidth: 24,
        mouthCurve: 11,
        mouthShift: 3,
        mouthSkew: 5,
        cheeks: 0.9,
      },
      easeInOut(progress(t, 0.1, 0.5)),
    );
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
