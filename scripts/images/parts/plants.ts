// Vegetation, each kind drawn 100 units tall standing on its origin, so a place reads by its
// trees: spruce in the Alps, cypress in Tuscany, acacia on the savanna, palms on the Nile.
import type { Layer } from '../scene.ts';
import { HEIGHT, darken, lighten, n, place, type Random } from '../svg.ts';

export type TreeKind =
  | 'spruce'
  | 'pine'
  | 'broadleaf'
  | 'cypress'
  | 'poplar'
  | 'palm'
  | 'acacia'
  | 'olive'
  | 'birch'
  | 'eucalyptus'
  | 'mangrove'
  | 'tropical';

const trunkColor = '#5b3a1e';

function drawTree(kind: TreeKind, color: string, rng?: Random): string {
  const shade = darken(color, 0.22);
  const light = lighten(color, 0.15);
  switch (kind) {
    case 'spruce':
      return `<path d="M0-100L-9-78-5-79-17-56-10-57-24-32-15-33-30-4H30L15-33 24-32 10-57 17-56 5-79 9-78Z" fill="${color}"/><path d="M0-100L9-78 5-79 17-56 10-57 24-32 15-33 30-4H4Z" fill="${shade}"/><rect x="-3" y="-5" width="6" height="5" fill="${trunkColor}"/>`;
    case 'pine':
      return `<path d="M-2 0L-1-70H1L2 0Z" fill="${trunkColor}"/><path d="M-4-55l-14-4 16-3ZM3-62l16-6-17-2Z" fill="${trunkColor}"/><ellipse cx="-6" cy="-78" rx="24" ry="13" fill="${color}"/><ellipse cx="10" cy="-88" rx="20" ry="11" fill="${shade}"/><ellipse cx="-2" cy="-96" rx="15" ry="8" fill="${light}"/>`;
    case 'broadleaf':
      return `<path d="M-4 0L-3-40H3L4 0Z" fill="${trunkColor}"/><circle cx="-14" cy="-52" r="22" fill="${shade}"/><circle cx="14" cy="-50" r="20" fill="${shade}"/><circle cx="0" cy="-70" r="27" fill="${color}"/><circle cx="-10" cy="-78" r="12" fill="${light}"/>`;
    case 'cypress':
      return `<path d="M0-100C9-80 12-40 8-8Q0 0-8-8C-12-40-9-80 0-100Z" fill="${color}"/><path d="M0-100C9-80 12-40 8-8Q4-4 1-6C5-40 4-80 0-100Z" fill="${shade}"/>`;
    case 'poplar':
      return `<rect x="-2" y="-12" width="4" height="12" fill="${trunkColor}"/><ellipse cx="0" cy="-55" rx="11" ry="46" fill="${color}"/><path d="M0-101C8-90 12-60 10-30 8-14 2-9 0-9Z" fill="${shade}"/>`;
    case 'palm': {
      const frond = (angle: number, length: number) =>
        `<path d="M0 0Q${n(length * 0.5)} -14 ${n(length)} 6Q${n(length * 0.5)} -4 0 4Z" transform="rotate(${angle})" fill="${color}"/>`;
      return `<path d="M-3 0Q-10-50 2-92H7Q-2-50 4 0Z" fill="#7c5a36"/><g transform="translate(4 -92)">${[-160, -120, -70, -20, 20, 60].map((a, i) => frond(a, 34 + (i % 2) * 8)).join('')}<circle r="5" fill="${darken(color, 0.4)}"/></g>`;
    }
    case 'acacia':
      return `<path d="M-2 0L-1-40-18-62-15-64 0-46 14-66 17-64 2-40 3 0Z" fill="#3f2a17"/><path d="M-46-64Q-40-80-10-82Q20-86 44-76Q52-68 40-64Q0-58-46-64Z" fill="${color}"/><path d="M-40-64Q0-60 40-64L46-68Q0-62-44-67Z" fill="${shade}"/>`;
    case 'olive':
      return `<path d="M-6 0Q-2-20-10-34L-4-36Q2-22 4-36L10-34Q4-18 6 0Z" fill="#6b5a45"/><ellipse cx="-14" cy="-46" rx="20" ry="13" fill="${shade}"/><ellipse cx="14" cy="-48" rx="20" ry="13" fill="${shade}"/><ellipse cx="0" cy="-58" rx="24" ry="15" fill="${color}"/><ellipse cx="-6" cy="-64" rx="10" ry="6" fill="${light}"/>`;
    case 'birch':
      return `<rect x="-3" y="-70" width="6" height="70" fill="#f1f5f9"/><path d="M-3-20h4v2h-4zM-1-42h4v2h-4zM-3-58h3v2h-3z" fill="#334155"/><ellipse cx="0" cy="-74" rx="20" ry="28" fill="${color}"/><ellipse cx="7" cy="-70" rx="12" ry="20" fill="${shade}"/>`;
    case 'eucalyptus':
      return `<path d="M-3 0Q-5-40 0-70L4-70Q0-40 3 0Z" fill="#e7dccb"/><path d="M0-60-16-76M1-52 16-70" stroke="#e7dccb" stroke-width="3"/><ellipse cx="-18" cy="-80" rx="16" ry="10" fill="${color}"/><ellipse cx="16" cy="-74" rx="15" ry="9" fill="${shade}"/><ellipse cx="0" cy="-92" rx="18" ry="10" fill="${color}"/>`;
    case 'mangrove':
      return `<g fill="none" stroke="#5b4636" stroke-width="3"><path d="M0-30Q-10-20-20 0M0-30Q-4-14-6 0M0-30Q6-14 8 0M0-30Q12-18 22 0"/></g><path d="M-2-30L-1-50H1L2-30Z" fill="#5b4636"/><ellipse cx="0" cy="-60" rx="30" ry="18" fill="${color}"/><ellipse cx="10" cy="-56" rx="18" ry="11" fill="${shade}"/>`;
    case 'tropical': {
      const r = rng?.range(0.9, 1.1) ?? 1;
      return `<path d="M-3 0L-2-50H2L3 0Z" fill="#4b3621"/><circle cx="-16" cy="-56" r="${n(18 * r)}" fill="${shade}"/><circle cx="16" cy="-58" r="${n(19 * r)}" fill="${shade}"/><circle cx="0" cy="-72" r="${n(22 * r)}" fill="${color}"/><circle cx="-20" cy="-70" r="12" fill="${color}"/><circle cx="21" cy="-72" r="12" fill="${light}"/>`;
    }
  }
}

/** One tree; `rng` varies the crowns of a stand, a lone tree needs none. */
export function tree(
  kind: TreeKind,
  x: number,
  y: number,
  height: number,
  color: string,
  rng?: Random,
  flip = false,
): string {
  return place(x, y, height / 100, drawTree(kind, color, rng), flip);
}

export interface TreesOptions {
  kind: TreeKind | readonly TreeKind[];
  count: number;
  /** Horizontal span and the ground line(s) they stand on (y may be a range for depth). */
  from: number;
  to: number;
  y: number | readonly [number, number];
  size: readonly [number, number];
  color: string | readonly string[];
}

/** A stand of trees, sorted back to front, nearer ones larger. */
export function trees({ kind, count, from, to, y, size, color }: TreesOptions): Layer {
  return ({ rng }) => {
    const kinds = typeof kind === 'string' ? [kind] : kind;
    const colors = typeof color === 'string' ? [color] : color;
    const [y0, y1] = typeof y === 'number' ? [y, y] : y;
    const placed = Array.from({ length: count }, () => {
      const depth = rng.next();
      return {
        x: rng.range(from, to),
        y: y0 + (y1 - y0) * depth,
        h: size[0] + (size[1] - size[0]) * (y1 === y0 ? rng.next() : depth),
        kind: rng.pick(kinds),
        color: rng.pick(colors),
        flip: rng.next() > 0.5,
      };
    }).sort((a, b) => a.y - b.y);
    return placed.map((t) => tree(t.kind, t.x, t.y, t.h, t.color, rng, t.flip)).join('');
  };
}

/** A forest edge seen from afar: conifer points or round crowns, the forest filling everything below. */
export function treeline({
  y,
  color,
  kind = 'spruce',
  from = -20,
  to = 820,
  size = 30,
}: {
  y: number;
  color: string;
  kind?: 'spruce' | 'round';
  from?: number;
  to?: number;
  size?: number;
}): Layer {
  return ({ rng }) => {
    let d = `M${from} ${HEIGHT}L${from} ${y + size * 0.35}`;
    for (let x = from; x <= to; x += size * 0.45) {
      const h = size * rng.range(0.7, 1.2);
      if (kind === 'spruce')
        d += `L${n(x)} ${n(y + size * 0.35)}L${n(x + size * 0.22)} ${n(y + size * 0.35 - h)}L${n(x + size * 0.45)} ${n(y + size * 0.35)}`;
      else d += `A${n(size * 0.3)} ${n(h * 0.45)} 0 0 1 ${n(x + size * 0.45)} ${n(y + size * 0.35)}`;
    }
    d += `L${to} ${HEIGHT}Z`;
    return `<path d="${d}" fill="${color}"/>`;
  };
}

/** Meadow flowers or crop dots scattered over an area, smaller towards the back. */
export function flowers({
  top,
  bottom,
  colors,
  count = 80,
  from = 0,
  to = 800,
  size = 4,
}: {
  top: number;
  bottom: number;
  colors: readonly string[];
  count?: number;
  from?: number;
  to?: number;
  size?: number;
}): Layer {
  return ({ rng }) => {
    // One group per colour and whole-pixel centres keep a meadow of a hundred flowers small.
    const byColor = new Map<string, string>();
    for (let i = 0; i < count; i++) {
      const y = rng.range(top, bottom);
      const r = size * (0.4 + (0.8 * (y - top)) / Math.max(1, bottom - top));
      const color = rng.pick(colors);
      byColor.set(
        color,
        `${byColor.get(color) ?? ''}<circle cx="${Math.round(rng.range(from, to))}" cy="${Math.round(y)}" r="${n(r)}"/>`,
      );
    }
    return [...byColor].map(([color, circles]) => `<g fill="${color}">${circles}</g>`).join('');
  };
}

/** Grass tufts, reeds or heather in the foreground, drawn as one path. */
export function tufts({
  top,
  bottom,
  color,
  count = 30,
  from = 0,
  to = 800,
  tall = 14,
}: {
  top: number;
  bottom: number;
  color: string;
  count?: number;
  from?: number;
  to?: number;
  tall?: number;
}): Layer {
  return ({ rng }) => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const x = Math.round(rng.range(from, to));
      const y = Math.round(rng.range(top, bottom));
      const h = Math.round(tall * (0.5 + (y - top) / Math.max(1, bottom - top)));
      d += `M${x - 5} ${y}l1-${Math.round(h * 0.7)} 3 ${Math.round(h * 0.7)} 1-${h} 2 ${h} 3-${Math.round(h * 0.6)}v${Math.round(h * 0.6)}z`;
    }
    return `<path d="${d}" fill="${color}"/>`;
  };
}

/** Seagrass blades swaying on the seabed. */
export function seagrass({
  y,
  color,
  from = 0,
  to = 800,
  count = 60,
  tall = 70,
}: {
  y: number;
  color: string;
  from?: number;
  to?: number;
  count?: number;
  tall?: number;
}): Layer {
  return ({ rng }) =>
    `<g fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round">${Array.from({ length: count }, () => {
      const x = rng.range(from, to);
      const h = tall * rng.range(0.5, 1.2);
      const sway = rng.range(-18, 18);
      return `<path d="M${n(x)} ${n(y + rng.range(-8, 8))}q${n(sway)} ${n(-h / 2)} ${n(sway / 2)} ${n(-h)}"/>`;
    }).join('')}</g>`;
}

/** Branching and brain corals along the seabed. */
export function corals({
  y,
  colors,
  from = 0,
  to = 800,
  count = 10,
}: {
  y: number;
  colors: readonly string[];
  from?: number;
  to?: number;
  count?: number;
}): Layer {
  return ({ rng }) =>
    Array.from({ length: count }, () => {
      const x = rng.range(from, to);
      const color = rng.pick(colors);
      const s = rng.range(0.6, 1.2);
      const body =
        rng.next() > 0.5
          ? `<g fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round"><path d="M0 0V-30M0-18L-18-40M-18-40V-55M0-30L14-48M14-48L24-58M14-48V-64M-9-29L-26-30"/></g>`
          : `<path d="M-30 0Q-30-34 0-36Q30-34 30 0Z" fill="${color}"/><path d="M-20-6Q-18-26 0-28Q18-26 20-6" fill="none" stroke="${darken(color, 0.2)}" stroke-width="3"/>`;
      return place(x, y + rng.range(-4, 6), s, body);
    }).join('');
}
