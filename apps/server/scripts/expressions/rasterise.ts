import { HEIGHT, WIDTH, type Geometry, type Point, type Segment, type Shape } from './shapes';

/**
 * A small software rasteriser: every shape is a signed distance (negative inside) evaluated at
 * pixel centres, and a pixel is covered by `0.5 - distance`, clamped: a one-pixel ramp across
 * each edge, which is all the anti-aliasing flat shapes need.
 */

/** Quadratic curves become this many straight pieces: smooth at this picture's size. */
const CURVE_STEPS = 16;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Compiled {
  box: Box;
  distance: (x: number, y: number) => number;
}

function flatten(start: Point, segments: Segment[]): Point[] {
  const points = [start];
  let from = start;
  for (const { to, control } of segments) {
    if (control) {
      for (let i = 1; i <= CURVE_STEPS; i++) {
        const t = i / CURVE_STEPS;
        const u = 1 - t;
        points.push({
          x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
          y: u * u * from.y + 2 * u * t * control.y + t * t * to.y,
        });
      }
    } else points.push(to);
    from = to;
  }
  return points;
}

function boxAround(points: Point[], margin: number): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    left: Math.min(...xs) - margin,
    top: Math.min(...ys) - margin,
    right: Math.max(...xs) + margin,
    bottom: Math.max(...ys) + margin,
  };
}

function distanceToSegment(x: number, y: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / length2));
  return Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy));
}

/** Distance to the nearest edge of a polyline, and whether (x, y) is inside it (even-odd). */
function polylineDistance(points: Point[], closed: boolean, x: number, y: number) {
  let nearest = Infinity;
  let inside = false;
  const count = closed ? points.length : points.length - 1;
  for (let i = 0; i < count; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    nearest = Math.min(nearest, distanceToSegment(x, y, a, b));
    if (a.y > y !== b.y > y && x < a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y)) inside = !inside;
  }
  return { nearest, inside };
}

/** (x, y) in the frame of a shape centred at `center` and turned by `rotate` degrees. */
function local(x: number, y: number, center: Point, rotate: number): Point {
  const a = (-rotate * Math.PI) / 180;
  const dx = x - center.x;
  const dy = y - center.y;
  return { x: dx * Math.cos(a) - dy * Math.sin(a), y: dx * Math.sin(a) + dy * Math.cos(a) };
}

function compileArea(g: Geometry): Compiled {
  switch (g.kind) {
    case 'circle': {
      const { center, r } = g;
      return {
        box: { left: center.x - r, top: center.y - r, right: center.x + r, bottom: center.y + r },
        distance: (x, y) => Math.hypot(x - center.x, y - center.y) - r,
      };
    }
    case 'ellipse': {
      const { center, rx, ry, rotate } = g;
      const reach = Math.max(rx, ry);
      return {
        box: boxAround([center], reach),
        // The implicit function over its gradient: exact on the edge, which is what matters here.
        distance: (x, y) => {
          const p = local(x, y, center, rotate);
          const q = Math.sqrt((p.x * p.x) / (rx * rx) + (p.y * p.y) / (ry * ry));
          if (q < 1e-6) return -Math.min(rx, ry);
          const gradient = Math.hypot(p.x / (rx * rx), p.y / (ry * ry)) / q;
          return (q - 1) / gradient;
        },
      };
    }
    case 'rect': {
      const { center, width, height, radius, rotate } = g;
      return {
        box: boxAround([center], Math.hypot(width, height) / 2),
        distance: (x, y) => {
          const p = local(x, y, center, rotate);
          const qx = Math.abs(p.x) - width / 2 + radius;
          const qy = Math.abs(p.y) - height / 2 + radius;
          return (
            Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius
          );
        },
      };
    }
    case 'path': {
      const points = flatten(g.start, g.segments);
      return {
        box: boxAround(points, 0),
        distance: (x, y) => {
          const { nearest, inside } = polylineDistance(points, true, x, y);
          return inside ? -nearest : nearest;
        },
      };
    }
  }
}

function compile(shape: Shape): { compiled: Compiled; color: string; opacity: number } {
  if ('stroke' in shape) {
    if (shape.kind !== 'path') throw new Error('Only paths are stroked.');
    const points = flatten(shape.start, shape.segments);
    const half = shape.stroke.width / 2;
    return {
      compiled: {
        box: boxAround(points, half),
        distance: (x, y) => polylineDistance(points, shape.closed, x, y).nearest - half,
      },
      color: shape.stroke.color,
      opacity: shape.stroke.opacity ?? 1,
    };
  }
  return {
    compiled: compileArea(shape),
    color: shape.fill.color,
    opacity: shape.fill.opacity ?? 1,
  };
}

const coverage = (distance: number) => Math.max(0, Math.min(1, 0.5 - distance));

function rgb(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The shapes painted in order over the background: one rgb24 frame. */
export function rasterise(background: string, shapes: Shape[]): Buffer {
  const pixels = new Float32Array(WIDTH * HEIGHT * 3);
  const [br, bg, bb] = rgb(background);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = br;
    pixels[i + 1] = bg;
    pixels[i + 2] = bb;
  }
  for (const shape of shapes) {
    const { compiled, color, opacity } = compile(shape);
    const clip = shape.clip ? compileArea(shape.clip) : null;
    const box = clip
      ? {
          left: Math.max(compiled.box.left, clip.box.left),
          top: Math.max(compiled.box.top, clip.box.top),
          right: Math.min(compiled.box.right, clip.box.right),
          bottom: Math.min(compiled.box.bottom, clip.box.bottom),
        }
      : compiled.box;
    const [r, g, b] = rgb(color);
    for (let y = Math.max(0, Math.floor(box.top - 1)); y < Math.min(HEIGHT, box.bottom + 1); y++) {
      for (let x = Math.max(0, Math.floor(box.left - 1)); x < Math.min(WIDTH, box.right + 1); x++) {
        const cx = x + 0.5;
        const cy = y + 0.5;
        let alpha = coverage(compiled.distance(cx, cy));
        if (alpha > 0 && clip) alpha *= coverage(clip.distance(cx, cy));
        alpha *= opacity;
        if (alpha <= 0) continue;
        const i = (y * WIDTH + x) * 3;
        pixels[i] = pixels[i]! + (r - pixels[i]!) * alpha;
        pixels[i + 1] = pixels[i + 1]! + (g - pixels[i + 1]!) * alpha;
        pixels[i + 2] = pixels[i + 2]! + (b - pixels[i + 2]!) * alpha;
      }
    }
  }
  // Clamped and rounded to bytes on the way.
  return Buffer.from(new Uint8ClampedArray(pixels).buffer);
}
