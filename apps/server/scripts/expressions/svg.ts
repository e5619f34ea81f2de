import { HEIGHT, WIDTH, type Geometry, type Path, type Point, type Shape } from './shapes';

/** Tenths of a pixel: finer than anyone sees, and it keeps the file small. */
const n = (value: number) => String(Math.round(value * 10) / 10);
const xy = (p: Point) => `${n(p.x)} ${n(p.y)}`;

function pathData(g: Path): string {
  const steps = g.segments.map((s) =>
    s.control ? `Q${xy(s.control)} ${xy(s.to)}` : `L${xy(s.to)}`,
  );
  return `M${xy(g.start)}${steps.join('')}${g.closed ? 'Z' : ''}`;
}

const rotation = (degrees: number, center: Point) =>
  Math.abs(degrees) < 0.05 ? '' : ` transform="rotate(${n(degrees)} ${xy(center)})"`;

function element(g: Geometry, attributes: string): string {
  switch (g.kind) {
    case 'circle':
      return `<circle cx="${n(g.center.x)}" cy="${n(g.center.y)}" r="${n(g.r)}"${attributes}/>`;
    case 'ellipse':
      return `<ellipse cx="${n(g.center.x)}" cy="${n(g.center.y)}" rx="${n(g.rx)}" ry="${n(g.ry)}"${rotation(g.rotate, g.center)}${attributes}/>`;
    case 'rect': {
      const corner = g.radius > 0 ? ` rx="${n(g.radius)}"` : '';
      return `<rect x="${n(g.center.x - g.width / 2)}" y="${n(g.center.y - g.height / 2)}" width="${n(g.width)}" height="${n(g.height)}"${corner}${rotation(g.rotate, g.center)}${attributes}/>`;
    }
    case 'path':
      return `<path d="${pathData(g)}"${attributes}/>`;
  }
}

const opacity = (name: string, value: number | undefined) =>
  value === undefined || value >= 1 ? '' : ` ${name}="${Math.round(value * 100) / 100}"`;

function paint(shape: Shape): string {
  if ('stroke' in shape) {
    const { color, width, opacity: alpha } = shape.stroke;
    return ` fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${opacity('stroke-opacity', alpha)}`;
  }
  return ` fill="${shape.fill.color}"${opacity('fill-opacity', shape.fill.opacity)}`;
}

/** The same shapes as the rasteriser paints, as a self-contained SVG (no scripts, no links). */
export function toSvg(background: string, shapes: Shape[]): string {
  const clips = new Map<string, string>();
  const body = shapes.map((shape) => {
    if (!shape.clip) return element(shape, paint(shape));
    const clip = element(shape.clip, '');
    const id = clips.get(clip) ?? `c${clips.size + 1}`;
    clips.set(clip, id);
    return element(shape, `${paint(shape)} clip-path="url(#${id})"`);
  });
  const defs = [...clips].map(([clip, id]) => `<clipPath id="${id}">${clip}</clipPath>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    ...(defs.length > 0 ? [`<defs>${defs.join('')}</defs>`] : []),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}
