// Sky, light, landforms and water: the layers every scene is built on, back to front.
import type { Layer } from '../scene.ts';
import { HEIGHT, WIDTH, band, lighten, n, path, polygon, smooth, type Point } from '../svg.ts';

export interface SkyOptions {
  /** Colours from the zenith down to the horizon. */
  stops: readonly string[];
  /** Where the last colour is reached, as a share of the height (the horizon). */
  horizon?: number;
}

export function sky({ stops, horizon = 0.7 }: SkyOptions): Layer {
  return ({ id, def }) => {
    const gradient = id('s');
    const step = horizon / Math.max(1, stops.length - 1);
    def(
      `<linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1">${stops
        .map((color, i) => `<stop offset="${n(i * step * 100)}%" stop-color="${color}"/>`)
        .join('')}</linearGradient>`,
    );
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${gradient})"/>`;
  };
}

/** Sun or moon with a soft halo. */
export function sun({
  x,
  y,
  r,
  color = '#fff7d6',
  glow = 0.25,
}: {
  x: number;
  y: number;
  r: number;
  color?: string;
  glow?: number;
}): Layer {
  return () =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.2)}" fill="${color}" opacity="${glow * 0.5}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.5)}" fill="${color}" opacity="${glow}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/>`;
}

/** Flat-bottomed cumulus clouds made of overlapping puffs. */
export function clouds({
  count = 3,
  top = 40,
  bottom = 150,
  color = '#ffffff',
  opacity = 0.85,
}: { count?: number; top?: number; bottom?: number; color?: string; opacity?: number } = {}): Layer {
  return ({ rng }) => {
    let body = '';
    for (let i = 0; i < count; i++) {
      const x = (WIDTH / count) * (i + rng.range(0.1, 0.9));
      const y = rng.range(top, bottom);
      const w = rng.range(70, 130);
      const puffs = [
        [-w * 0.3, -w * 0.12, w * 0.2],
        [0, -w * 0.2, w * 0.25],
        [w * 0.28, -w * 0.1, w * 0.17],
      ];
      body +=
        puffs.map(([dx = 0, dy = 0, r = 0]) => `<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="${n(r)}"/>`).join('') +
        `<rect x="${n(x - w / 2)}" y="${n(y - w * 0.12)}" width="${n(w)}" height="${n(w * 0.12)}" rx="${n(w * 0.06)}"/>`;
    }
    return `<g fill="${color}" opacity="${opacity}">${body}</g>`;
  };
}

export function stars({ count = 40, bottom = 220 }: { count?: number; bottom?: number } = {}): Layer {
  return ({ rng }) =>
    `<g fill="#ffffff">${Array.from(
      { length: count },
      () =>
        `<circle cx="${n(rng.range(0, WIDTH))}" cy="${n(rng.range(0, bottom))}" r="${n(rng.range(0.6, 1.8))}" opacity="${n(rng.range(0.4, 1))}"/>`,
    ).join('')}</g>`;
}

/** Northern lights: translucent curtains swaying across the sky. */
export function aurora({
  y = 110,
  colors = ['#4ade80', '#22d3ee'],
}: { y?: number; colors?: readonly string[] } = {}): Layer {
  return ({ id, def, rng }) =>
    colors
      .map((color, i) => {
        const gradient = id('a');
        def(
          `<linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0"/><stop offset=".7" stop-color="${color}" stop-opacity=".55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`,
        );
        const base = y + i * 30;
        const top: Point[] = [];
        const bottom: Point[] = [];
        for (let x = -40; x <= WIDTH + 40; x += 80) {
          const wave = Math.sin(x / 120 + i * 2 + rng.range(0, 0.6)) * 35;
          top.push([x, base - 90 + wave]);
          bottom.push([x, base + wave * 0.6]);
        }
        return path(`${smooth(top)}${smooth([...bottom].reverse(), false)}Z`, `url(#${gradient})`);
      })
      .join('');
}

export function birds({
  count = 4,
  x = 520,
  y = 120,
  color = '#1f2937',
}: { count?: number; x?: number; y?: number; color?: string } = {}): Layer {
  return ({ rng }) =>
    `<g fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round">${Array.from({ length: count }, () => {
      const bx = x + rng.range(-70, 70);
      const by = y + rng.range(-30, 30);
      const w = rng.range(6, 11);
      return `<path d="M${n(bx - w)} ${n(by - w * 0.4)}q${n(w / 2)} ${n(-w * 0.1)} ${n(w)} ${n(w * 0.4)}q${n(w / 2)} ${n(-w * 0.5)} ${n(w)} ${n(-w * 0.4)}"/>`;
    }).join('')}</g>`;
}

export interface RidgeOptions {
  /** Where the range meets the land in front of it. */
  base: number;
  /** Highest summit. */
  top: number;
  peaks?: number;
  color: string;
  /** Snow above this line. */
  snowline?: number;
  snow?: string;
  /** 0 for smooth hills, 1 for sharp alpine rock. */
  rough?: number;
  /** Shadowed slopes of each peak. */
  shade?: number;
  /** Fixed summits instead of random ones, as [x, y]. */
  summits?: readonly Point[];
}

/**
 * A mountain range: summits joined by valleys, refined by midpoint displacement, lit from the
 * left (each peak's right flank in shadow), with snow caps clipped to the rock.
 */
export function ridge({
  base,
  top,
  peaks = 4,
  color,
  snowline,
  snow = '#f8fafc',
  rough = 0.6,
  shade = 0.2,
  summits,
}: RidgeOptions): Layer {
  return ({ rng, id, def }) => {
    const tops: Point[] =
      summits?.slice() ??
      Array.from({ length: peaks }, (_, i) => [
        (WIDTH / peaks) * (i + rng.range(0.25, 0.75)),
        top + rng.range(0, (base - top) * 0.45),
      ]);
    const key: Point[] = [[-20, base - (base - top) * 0.25]];
    tops.forEach((summit, i) => {
      key.push(summit);
      const next = tops[i + 1];
      if (next)
        key.push([
          (summit[0] + next[0]) / 2 + rng.range(-20, 20),
          Math.max(summit[1], next[1]) + (base - top) * rng.range(0.2, 0.4),
        ]);
    });
    key.push([WIDTH + 20, base - (base - top) * 0.2]);
    let profile = key;
    for (let pass = 0; pass < 3; pass++) {
      const refined: Point[] = [];
      profile.forEach((p, i) => {
        refined.push(p);
        const q = profile[i + 1];
        if (!q) return;
        const span = Math.hypot(q[0] - p[0], q[1] - p[1]);
        refined.push([(p[0] + q[0]) / 2, (p[1] + q[1]) / 2 + rng.range(-0.5, 0.5) * span * 0.18 * rough]);
      });
      profile = refined;
    }
    // The rock reaches the bottom edge so no sky shows under a low hill placed in front.
    const rock =
      rough > 0.3 ? `${polygon(profile).slice(0, -1)}L${WIDTH + 20} ${HEIGHT}L-20 ${HEIGHT}Z` : band(profile);
    const clip = id('c');
    def(`<clipPath id="${clip}"><path d="${rock}"/></clipPath>`);
    let inner = '';
    if (snowline !== undefined) {
      const edge: Point[] = [[-20, 0]];
      for (let x = -20; x <= WIDTH + 20; x += 14)
        edge.push([x, snowline + rng.range(-14, 14) + (x % 28 === 0 ? 10 : 0)]);
      edge.push([WIDTH + 20, 0]);
      inner += path(polygon(edge), snow);
    }
    if (shade > 0) {
      // Each summit's right flank, down to the next valley, is in shadow.
      inner += key
        .map((summit, i) => ({ summit, valley: key[i + 1] }))
        .filter(({ summit }) => tops.includes(summit))
        .map(({ summit: [x, y], valley }) => {
          const [vx, vy] = valley ?? [WIDTH + 20, base];
          return path(
            polygon([
              [x, y - 2],
              [vx, vy - 6],
              [vx + 4, base + 30],
              [x + (vx - x) * rng.range(0.3, 0.55), base + 30],
            ]),
            '#0b1a2a',
            `opacity="${shade}"`,
          );
        })
        .join('');
    }
    return path(rock, color) + `<g clip-path="url(#${clip})">${inner}</g>`;
  };
}

/** Rolling hills from the sum of two waves. */
export function hills({
  base,
  amplitude = 30,
  color,
  waves = 2,
  phase = 0,
}: {
  base: number;
  amplitude?: number;
  color: string;
  waves?: number;
  phase?: number;
}): Layer {
  return ({ rng }) => {
    const shift = phase + rng.range(0, 6);
    const top: Point[] = [];
    for (let x = -20; x <= WIDTH + 20; x += 40) {
      const wave =
        Math.sin((x / WIDTH) * Math.PI * waves + shift) * 0.7 +
        Math.sin((x / WIDTH) * Math.PI * waves * 2.3 + shift * 2) * 0.3;
      top.push([x, base - amplitude * (0.5 + 0.5 * wave)]);
    }
    return path(band(top), color);
  };
}

/** Level ground from `y` down, with a gentle rise. */
export function ground({ y, color, tilt = 0 }: { y: number; color: string; tilt?: number }): Layer {
  return () =>
    path(
      band([
        [-10, y + tilt],
        [WIDTH / 2, y - Math.abs(tilt) * 0.3],
        [WIDTH + 10, y - tilt],
      ]),
      color,
    );
}

/**
 * Crop rows in perspective (tulips, lavender, vines, tea): stripes converging on a vanishing
 * point above the horizon.
 */
export function rows({
  top,
  bottom = HEIGHT,
  colors,
  count = 12,
  vanishX = WIDTH / 2,
  left = -200,
  right = WIDTH + 200,
}: {
  top: number;
  bottom?: number;
  colors: readonly string[];
  count?: number;
  vanishX?: number;
  left?: number;
  right?: number;
}): Layer {
  return () => {
    const vanishY = top - 120;
    const at = (x: number, y: number) => vanishX + (x - vanishX) * ((y - vanishY) / (bottom - vanishY));
    const step = (right - left) / count;
    // The rows converge, so the field itself is laid first under them, edge to edge.
    let body = `<rect y="${n(top)}" width="${WIDTH}" height="${n(bottom - top)}" fill="${colors[0] ?? '#000'}"/>`;
    for (let i = 0; i < count; i++) {
      const a = left + step * i;
      const b = a + step;
      body += path(
        polygon([
          [at(a, top), top],
          [at(b, top), top],
          [b, bottom],
          [a, bottom],
        ]),
        colors[i % colors.length] ?? '#000',
      );
    }
    return body;
  };
}

/** Terraces stepping down a slope: bands whose front edges are walls. */
export function terraces({
  top,
  bottom,
  colors,
  wall,
  steps = 6,
  from = 0,
  to = WIDTH,
}: {
  top: number;
  bottom: number;
  colors: readonly string[];
  wall: string;
  steps?: number;
  from?: number;
  to?: number;
}): Layer {
  return ({ rng }) => {
    let body = '';
    const step = (bottom - top) / steps;
    for (let i = 0; i < steps; i++) {
      const y = top + step * i;
      const edge: Point[] = [];
      for (let x = from - 20; x <= to + 20; x += 60)
        edge.push([x, y + Math.sin(x / 90 + i) * step * 0.3 + rng.range(-2, 2)]);
      body += path(band(edge, bottom + 10), colors[i % colors.length] ?? wall);
      body += `<path d="${smooth(edge)}" fill="none" stroke="${wall}" stroke-width="${n(Math.max(2, step * 0.18))}"/>`;
    }
    return body;
  };
}

/** Sand dunes, each with a sunlit and a shadowed face. */
export function dunes({
  base,
  height = 60,
  light,
  dark,
  count = 3,
}: {
  base: number;
  height?: number;
  light: string;
  dark: string;
  count?: number;
}): Layer {
  return ({ rng }) => {
    let body = '';
    for (let i = 0; i < count; i++) {
      const cx = (WIDTH / count) * (i + rng.range(0.2, 0.8));
      const w = rng.range(260, 420);
      const h = height * rng.range(0.6, 1);
      const crest: Point = [cx, base - h];
      body += path(
        `M${n(cx - w / 2)} ${n(base)}Q${n(cx - w * 0.15)} ${n(base - h * 1.1)} ${n(crest[0])} ${n(crest[1])}Q${n(cx + w * 0.2)} ${n(base - h * 0.6)} ${n(cx + w / 2)} ${n(base)}Z`,
        light,
      );
      body += path(
        `M${n(crest[0])} ${n(crest[1])}Q${n(cx + w * 0.05)} ${n(base - h * 0.3)} ${n(cx - w * 0.05)} ${n(base)}L${n(cx + w / 2)} ${n(base)}Q${n(cx + w * 0.2)} ${n(base - h * 0.6)} ${n(crest[0])} ${n(crest[1])}Z`,
        dark,
      );
    }
    return body;
  };
}

/** Open water from `y` down, with glints that shorten towards the horizon. */
export function water({
  y,
  color,
  deep,
  glint = '#ffffff',
  glints = 26,
  bottom = HEIGHT,
}: {
  y: number;
  color: string;
  deep?: string;
  glint?: string;
  glints?: number;
  bottom?: number;
}): Layer {
  return ({ rng, id, def }) => {
    let fill = color;
    if (deep) {
      const gradient = id('w');
      def(
        `<linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
      );
      fill = `url(#${gradient})`;
    }
    let lines = '';
    for (let i = 0; i < glints; i++) {
      const ly = y + 4 + Math.pow(rng.next(), 1.6) * (bottom - y - 8);
      const depth = (ly - y) / (bottom - y);
      const w = 8 + depth * 50 * rng.range(0.5, 1);
      const lx = rng.range(0, WIDTH);
      lines += `M${Math.round(lx)} ${Math.round(ly)}h${Math.round(w)}v${n(1 + depth * 2)}h-${Math.round(w)}z`;
    }
    return `<rect y="${n(y)}" width="${WIDTH}" height="${n(bottom - y)}" fill="${fill}"/><path d="${lines}" fill="${glint}" opacity=".45"/>`;
  };
}

/** A river winding from a point on the horizon to the bottom edge, widening as it nears. */
export function river({
  fromX,
  fromY,
  toX,
  widthTop = 10,
  widthBottom = 260,
  color,
  bank,
  swing = 60,
}: {
  fromX: number;
  fromY: number;
  toX: number;
  widthTop?: number;
  widthBottom?: number;
  color: string;
  bank?: string;
  swing?: number;
}): Layer {
  return () => {
    const left: Point[] = [];
    const right: Point[] = [];
    const steps = 8;
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      const y = fromY + (HEIGHT + 10 - fromY) * t * t;
      const x = fromX + (toX - fromX) * t + Math.sin(t * Math.PI * 1.6) * swing * t;
      const w = widthTop + (widthBottom - widthTop) * t * t;
      left.push([x - w / 2, y]);
      right.push([x + w / 2, y]);
    }
    const shape = `${smooth(left)}${smooth([...right].reverse(), false)}Z`;
    const edge = bank ? `<path d="${shape}" fill="none" stroke="${bank}" stroke-width="5"/>` : '';
    return (
      edge +
      path(shape, color) +
      `<path d="${smooth(left.map(([x, y]) => [x + 6, y + 2]))}" fill="none" stroke="${lighten(color, 0.35)}" stroke-width="2" opacity=".6"/>`
    );
  };
}

/** A band of mist or haze lying over a valley. */
export function mist({
  y,
  height = 40,
  color = '#ffffff',
  opacity = 0.5,
}: {
  y: number;
  height?: number;
  color?: string;
  opacity?: number;
}): Layer {
  return ({ id, def }) => {
    const gradient = id('m');
    def(
      `<linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0"/><stop offset=".5" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`,
    );
    return `<rect y="${n(y - height / 2)}" width="${WIDTH}" height="${n(height)}" fill="url(#${gradient})"/>`;
  };
}

/** Under the surface: light rays through blue water and a sandy floor. */
export function underwater({
  surface = 0,
  top = '#38bdf8',
  deep = '#0c4a6e',
  floor = '#e7c98f',
  floorY = 420,
}: { surface?: number; top?: string; deep?: string; floor?: string; floorY?: number } = {}): Layer {
  return ({ id, def, rng }) => {
    const gradient = id('u');
    def(
      `<linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
    );
    const rays = Array.from({ length: 5 }, (_, i) => {
      const x = 80 + i * 160 + rng.range(-30, 30);
      return path(
        polygon([
          [x, surface],
          [x + 40, surface],
          [x - 60, HEIGHT],
          [x - 160, HEIGHT],
        ]),
        '#ffffff',
        'opacity=".08"',
      );
    }).join('');
    const sand: Point[] = [];
    for (let x = -20; x < WIDTH + 20; x += 80) sand.push([x, floorY + rng.range(-12, 12)]);
    sand.push([WIDTH + 20, floorY]);
    return (
      `<rect y="${n(surface)}" width="${WIDTH}" height="${n(HEIGHT - surface)}" fill="url(#${gradient})"/>` +
      rays +
      path(band(sand), floor)
    );
  };
}

/** Sea cliffs on one side, with layered strata and a grassy top. */
export function cliffs({
  side,
  topY,
  edgeX,
  color,
  grass,
  bottom = HEIGHT,
}: {
  side: 'left' | 'right';
  topY: number;
  edgeX: number;
  color: string;
  grass?: string;
  bottom?: number;
}): Layer {
  return ({ rng }) => {
    const far = side === 'left' ? -10 : WIDTH + 10;
    const dir = side === 'left' ? 1 : -1;
    const face: Point[] = [];
    for (let i = 0; i <= 6; i++) {
      const y = topY + ((bottom - topY) * i) / 6;
      face.push([edgeX + dir * (i * 6 + rng.range(-8, 8)), y]);
    }
    const shape = polygon([[far, topY - 6], ...face, [far, bottom]]);
    const strata = Array.from({ length: 4 }, (_, i) => {
      const y = topY + ((bottom - topY) * (i + 1)) / 5;
      return `<path d="M${n(far)} ${n(y)}L${n(edgeX + dir * (i * 7 + 6))} ${n(y + rng.range(-4, 4))}" stroke="#000" stroke-opacity=".12" stroke-width="3"/>`;
    }).join('');
    const top = grass
      ? path(
          polygon([
            [far, topY - 10],
            [edgeX + dir * 4, topY - 2],
            [edgeX, topY + 6],
            [far, topY + 6],
          ]),
          grass,
        )
      : '';
    return path(shape, color) + strata + top;
  };
}
