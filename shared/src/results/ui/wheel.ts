/**
 * The geometry of the life GPS wheel (an SVG radar): one spoke per area, clockwise from the top,
 * a ring per set of ratings. Pure numbers, tested by tables; the component only draws them.
 */

export const SCALE_MAX = 10;

export interface Point {
  x: number;
  y: number;
}

/** Where the value `value` (0–10) of the spoke `index` of `count` lies, around `center` with `radius`. */
export function spokePoint(
  index: number,
  count: number,
  value: number,
  center: Point,
  radius: number,
): Point {
  const angle = (2 * Math.PI * index) / count - Math.PI / 2;
  const distance = (Math.max(0, Math.min(SCALE_MAX, value)) / SCALE_MAX) * radius;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(center.x + distance * Math.cos(angle)), y: round(center.y + distance * Math.sin(angle)) };
}

/** The `points` attribute of a ring's polygon. */
export function ringPoints(values: readonly number[], center: Point, radius: number): string {
  return values
    .map((value, index) => spokePoint(index, values.length, value, center, radius))
    .map(({ x, y }) => `${x},${y}`)
    .join(' ');
}

/** Which side of the spoke's end a label sits on, so that it never overlaps the wheel. */
export function labelAnchor(index: number, count: number): 'start' | 'middle' | 'end' {
  const x = Math.cos((2 * Math.PI * index) / count - Math.PI / 2);
  if (Math.abs(x) < 0.2) return 'middle';
  return x > 0 ? 'start' : 'end';
}

/** A long area name on two lines, cut at the space nearest its middle, so it stays beside the wheel. */
export function labelLines(name: string, longest = 12): string[] {
  if (name.length <= longest || !name.includes(' ')) return [name];
  const middle = name.length / 2;
  let cut = -1;
  for (let index = name.indexOf(' '); index !== -1; index = name.indexOf(' ', index + 1))
    if (cut === -1 || Math.abs(index - middle) < Math.abs(cut - middle)) cut = index;
  return [name.slice(0, cut), name.slice(cut + 1)];
}
