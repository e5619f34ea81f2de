/**
 * The drawing vocabulary shared by the rasteriser (video frames) and the SVG writer (the still),
 * so the still is, by construction, the last frame of the video. Coordinates are pixels of the
 * 400 by 224 picture; angles are degrees, clockwise as in SVG.
 */

export const WIDTH = 400;
export const HEIGHT = 224;

export interface Point {
  x: number;
  y: number;
}

/** A straight segment, or a quadratic curve through `control`, from the previous point. */
export interface Segment {
  to: Point;
  control?: Point;
}

interface Paint {
  /** '#rrggbb' */
  color: string;
  opacity?: number;
}

export interface Circle {
  kind: 'circle';
  center: Point;
  r: number;
}

export interface Ellipse {
  kind: 'ellipse';
  center: Point;
  rx: number;
  ry: number;
  rotate: number;
}

export interface Rect {
  kind: 'rect';
  center: Point;
  width: number;
  height: number;
  radius: number;
  rotate: number;
}

export interface Path {
  kind: 'path';
  start: Point;
  segments: Segment[];
  closed: boolean;
}

export type Geometry = Circle | Ellipse | Rect | Path;

/** An area (filled) or a path's outline (stroked with round caps and joins), optionally clipped. */
export type Shape = Geometry &
  ({ fill: Paint } | { stroke: Paint & { width: number } }) & {
    /** Only the part inside this area shows. */
    clip?: Geometry;
  };

export const circle = (x: number, y: number, r: number): Circle => ({
  kind: 'circle',
  center: { x, y },
  r,
});

export const ellipse = (x: number, y: number, rx: number, ry: number, rotate = 0): Ellipse => ({
  kind: 'ellipse',
  center: { x, y },
  rx,
  ry,
  rotate,
});

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  radius = 0,
  rotate = 0,
): Rect => ({ kind: 'rect', center: { x, y }, width, height, radius, rotate });

/** A path from points: a point after a `{ control }` is reached by a curve through it. */
export function path(closed: boolean, start: Point, ...rest: (Point | { control: Point })[]): Path {
  const segments: Segment[] = [];
  let control: Point | undefined;
  for (const item of rest) {
    if ('control' in item) control = item.control;
    else {
      segments.push(control ? { to: item, control } : { to: item });
      control = undefined;
    }
  }
  return { kind: 'path', start, segments, closed };
}

export const filled = (geometry: Geometry, color: string, opacity = 1): Shape => ({
  ...geometry,
  fill: { color, opacity },
});

export const stroked = (geometry: Path, color: string, width: number, opacity = 1): Shape => ({
  ...geometry,
  stroke: { color, width, opacity },
});

/** Whether a shape shows at all: a faded-out one is left out of the frame and the still. */
export const isVisible = (shape: Shape) =>
  (('stroke' in shape ? shape.stroke.opacity : shape.fill.opacity) ?? 1) > 0;

interface Mapping {
  at: (p: Point) => Point;
  /** How much lengths grow, and how many degrees the shapes turn. */
  factor: number;
  turn: number;
}

function mapGeometry(g: Geometry, { at, factor, turn }: Mapping): Geometry {
  switch (g.kind) {
    case 'circle':
      return { ...g, center: at(g.center), r: g.r * factor };
    case 'ellipse':
      return {
        ...g,
        center: at(g.center),
        rx: g.rx * factor,
        ry: g.ry * factor,
        rotate: g.rotate + turn,
      };
    case 'rect':
      return {
        ...g,
        center: at(g.center),
        width: g.width * factor,
        height: g.height * factor,
        radius: g.radius * factor,
        rotate: g.rotate + turn,
      };
    case 'path':
      return {
        ...g,
        start: at(g.start),
        segments: g.segments.map((s) =>
          s.control ? { to: at(s.to), control: at(s.control) } : { to: at(s.to) },
        ),
      };
  }
}

function mapShapes(shapes: Shape[], mapping: Mapping): Shape[] {
  return shapes.map((shape) => {
    const paint =
      'stroke' in shape
        ? { stroke: { ...shape.stroke, width: shape.stroke.width * mapping.factor } }
        : { fill: shape.fill };
    const clip = shape.clip ? { clip: mapGeometry(shape.clip, mapping) } : {};
    return { ...mapGeometry(shape, mapping), ...paint, ...clip };
  });
}

/** Shapes moved as one piece: turned `turn` degrees around `pivot`, then shifted by `by`. */
export function place(shapes: Shape[], pivot: Point, turn: number, by: Point): Shape[] {
  const a = (turn * Math.PI) / 180;
  const at = (p: Point) => ({
    x: pivot.x + (p.x - pivot.x) * Math.cos(a) - (p.y - pivot.y) * Math.sin(a) + by.x,
    y: pivot.y + (p.x - pivot.x) * Math.sin(a) + (p.y - pivot.y) * Math.cos(a) + by.y,
  });
  return mapShapes(shapes, { at, factor: 1, turn });
}

/** Shapes grown by `factor` around `origin`: for things that pop in. */
export function scaled(shapes: Shape[], origin: Point, factor: number): Shape[] {
  if (factor <= 0) return [];
  const at = (p: Point) => ({
    x: origin.x + (p.x - origin.x) * factor,
    y: origin.y + (p.y - origin.y) * factor,
  });
  return mapShapes(shapes, { at, factor, turn: 0 });
}
