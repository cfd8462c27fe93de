// Small helpers every part uses: numbers written short, paths from points, colour mixing and
// a seeded random source so a regenerated image is byte-for-byte the same.

export const WIDTH = 800;
export const HEIGHT = 500;

export type Point = readonly [number, number];

/** A number with at most one decimal: enough for an 800 × 500 scene, and it keeps files small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A closed straight-edged path. */
export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** An open path through the points, smoothed (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: readonly Point[], moveTo = true): string {
  const first = points[0] ?? [0, 0];
  let d = moveTo ? `M${n(first[0])} ${n(first[1])}` : `L${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i] ?? first;
    const p1 = points[i] ?? first;
    const p2 = points[i + 1] ?? p1;
    const p3 = points[i + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A shape whose top edge follows the points and which is filled down to `bottom`. */
export function band(top: readonly Point[], bottom = HEIGHT, curved = true): string {
  const last = top[top.length - 1] ?? [WIDTH, bottom];
  const first = top[0] ?? [0, bottom];
  const edge = curved ? smooth(top) : polygon(top).slice(0, -1);
  return `${edge}L${n(last[0])} ${n(bottom)}L${n(first[0])} ${n(bottom)}Z`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Places a part drawn around its own origin (usually the middle of its base). */
export function place(x: number, y: number, scale: number, body: string, flip = false): string {
  const s = flip ? `${n(-scale)} ${n(scale)}` : n(scale);
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${body}</g>`;
}

export function group(fill: string, body: string, extra = ''): string {
  return `<g fill="${fill}"${extra ? ` ${extra}` : ''}>${body}</g>`;
}

function channels(hex: string): [number, number, number] {
  const v = hex.replace('#', '');
  const full = v.length === 3 ? [...v].map((c) => c + c).join('') : v;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** `a` moved a fraction `t` towards `b`: distant layers fade into the sky colour. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca
    .map((c, i) => Math.round(c + ((cb[i] ?? c) - c) * t))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

export const darken = (color: string, t: number) => mix(color, '#000000', t);
export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);

export interface Random {
  /** A number in [0, 1). */
  next: () => number;
  /** A number in [min, max). */
  range: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
}

/** mulberry32 seeded from the scene's name, so each scene has its own but stable variation. */
export function random(seedText: string): Random {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
