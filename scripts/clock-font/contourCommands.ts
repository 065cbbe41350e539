import type { Point } from './glyphContours';

/** A TrueType contour as typeface commands: `m x y`, `l x y`, `q x y cx cy` (end, control). */
export function contourCommands(contour: Point[]): string[] {
  // Between two control points lies an implied on-curve point: make it explicit.
  const points = contour.flatMap((point, i) => {
    const next = contour[(i + 1) % contour.length] ?? point;
    if (point.on || next.on) return [point];
    return [point, { x: (point.x + next.x) / 2, y: (point.y + next.y) / 2, on: true }];
  });
  const start = points.findIndex((point) => point.on);
  const first = points[start];
  if (!first || points.length < 2) return [];
  const ring = [...points.slice(start + 1), ...points.slice(0, start), first];
  const n = (value: number) => String(Math.round(value));
  const commands = ['m', n(first.x), n(first.y)];
  for (let i = 0; i < ring.length; i += 1) {
    const point = ring[i] ?? first;
    if (point.on) {
      commands.push('l', n(point.x), n(point.y));
    } else {
      const end = ring[(i += 1)] ?? first;
      commands.push('q', n(end.x), n(end.y), n(point.x), n(point.y));
    }
  }
  return commands;
}
