// Smaller things that tell what an activity is about: boats, tools, animals and structures
// particular to one kind of work or one region. Same conventions as the other parts.
import type { Layer } from '../scene.ts';
import { darken, n, polygon, type Point } from '../svg.ts';

/** A canoe with a paddler. */
export function canoe(hull = '#b45309', paddler = '#0f766e'): string {
  return `<path d="M-60-6Q0 8 60-6Q50 4 0 6Q-50 4-60-6Z" fill="${hull}"/><circle cx="6" cy="-30" r="6" fill="#1f2937"/><path d="M-2-24h16l2 18H-4Z" fill="${paddler}"/><path d="M-14-34L22 8" stroke="#78350f" stroke-width="2.5"/>`;
}

/** Connemara currach: a black tarred rowing boat with a crew of three. */
export function currach(): string {
  const rower = (x: number, shirt: string) =>
    `<circle cx="${x}" cy="-30" r="6" fill="#1f2937"/><path d="M${x - 7}-24h14l2 16h-18z" fill="${shirt}"/><path d="M${x}-16L${x + 26} 10" stroke="#a16207" stroke-width="2"/>`;
  return `${rower(-30, '#dc2626')}${rower(0, '#facc15')}${rower(30, '#2563eb')}<path d="M-80-14Q-60-4 0-4T84-20Q70 4 0 6T-70 0Z" fill="#111827"/>`;
}

/** Oysters (or shells) scattered on mud or sand. */
export function oysters(count = 12, width = 200): string {
  let body = '';
  for (let i = 0; i < count; i++) {
    const x = -width / 2 + ((i * 37) % width);
    const y = ((i * 13) % 24) - 12;
    body += `<path d="M${x - 9} ${y}Q${x - 6} ${y - 8} ${x + 2} ${y - 7}Q${x + 10} ${y - 4} ${x + 8} ${y + 2}Q${x} ${y + 5} ${x - 9} ${y}Z" fill="#a8a29e"/><path d="M${x - 5} ${y - 2}Q${x} ${y - 5} ${x + 5} ${y - 2}" stroke="#e7e5e4" stroke-width="1.5" fill="none"/>`;
  }
  return body;
}

/** A bucket or basket of the day's harvest. */
export function basket(fill = '#dc2626'): string {
  return `<path d="M-16-18H16L12 0H-12Z" fill="#a16207"/><path d="M-14-12h28M-13-6h26" stroke="#78350f" stroke-width="1.5"/><circle cx="-8" cy="-20" r="5" fill="${fill}"/><circle cx="2" cy="-22" r="5" fill="${fill}"/><circle cx="10" cy="-19" r="4.5" fill="${fill}"/><path d="M-14-18Q0-40 14-18" stroke="#78350f" stroke-width="2" fill="none"/>`;
}

export function koala(): string {
  return `<ellipse cx="0" cy="-22" rx="14" ry="20" fill="#9ca3af"/><circle cx="0" cy="-46" r="13" fill="#9ca3af"/><circle cx="-12" cy="-54" r="7" fill="#9ca3af"/><circle cx="12" cy="-54" r="7" fill="#9ca3af"/><circle cx="-12" cy="-54" r="3.5" fill="#e5e7eb"/><circle cx="12" cy="-54" r="3.5" fill="#e5e7eb"/><ellipse cx="0" cy="-42" rx="4" ry="5" fill="#1f2937"/><path d="M-12-30l-10-8M12-30l10-8" stroke="#9ca3af" stroke-width="6" stroke-linecap="round"/>`;
}

/** A draw-well sweep of the Hungarian puszta. */
export function wellSweep(): string {
  return `<path d="M0 0V-70" stroke="#57534e" stroke-width="5"/><path d="M-70-40L80-90" stroke="#78350f" stroke-width="4"/><path d="M-70-40V-4" stroke="#57534e" stroke-width="1.5"/><rect x="-80" y="-12" width="22" height="12" fill="#78716c"/><rect x="74" y="-96" width="10" height="14" fill="#44403c"/>`;
}

/** Hungarian grey cattle: pale coat and long lyre-shaped horns. */
export function greyCattle(): string {
  return `<path d="M-44-52H30Q40-52 40-42V-26H-44Q-50-26-50-36V-44Q-50-52-44-52Z" fill="#d6d3d1"/><path d="M30-54Q44-62 54-52L56-40Q50-34 40-38Z" fill="#a8a29e"/><path d="M40-58Q24-72 30-86M50-58Q64-72 58-86" stroke="#e7e5e4" stroke-width="3" fill="none"/><path d="M-40-26h7V0h-7zM-28-26h7V0h-7zM16-26h7V0h-7zM28-26h7V0h-7z" fill="#a8a29e"/>`;
}

/** A Saxon fortified church inside its ring wall (Transylvania). */
export function fortifiedChurch(wall = '#f5f0e6', roof = '#9a3412'): string {
  return `<path d="M-120 0V-36H120V0Z" fill="${darken(wall, 0.1)}"/><path d="M-120-36h240" stroke="${darken(wall, 0.3)}" stroke-width="3" stroke-dasharray="6 6"/><rect x="-120" y="-60" width="26" height="60" fill="${wall}"/><path d="M-124-60L-107-80-90-60Z" fill="${roof}"/><rect x="-60" y="-70" width="90" height="34" fill="${wall}"/><path d="M-64-70L-15-100 34-70Z" fill="${roof}"/><rect x="30" y="-120" width="34" height="84" fill="${wall}"/><path d="M26-120L47-150 68-120Z" fill="${roof}"/><path d="M40-104h14v12H40z" fill="#44403c"/>`;
}

/** Salt pans cut into coastal rock: a grid of shallow rectangles holding seawater. */
export function saltPans({
  top,
  bottom = 500,
  rock = '#d9b77a',
  brine = '#bfe4ee',
}: {
  top: number;
  bottom?: number;
  rock?: string;
  brine?: string;
}): Layer {
  return () => {
    let body = `<rect y="${top}" width="800" height="${bottom - top}" fill="${rock}"/>`;
    const rowsCount = 5;
    for (let r = 0; r < rowsCount; r++) {
      const y0 = top + (bottom - top) * Math.pow(r / rowsCount, 1.3) + 4;
      const y1 = top + (bottom - top) * Math.pow((r + 1) / rowsCount, 1.3) - 4;
      const cols = 8 - r;
      for (let c = 0; c < cols; c++) {
        const x0 = (800 / cols) * c + 6;
        const x1 = (800 / cols) * (c + 1) - 6;
        body += `<path d="${polygon([
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
        ])}" fill="${(r + c) % 3 === 0 ? '#f8fafc' : brine}"/>`;
      }
    }
    return body;
  };
}

/** Limestone pavement of the Burren: grey slabs split by grykes with flowers in them. */
export function limestonePavement({ top, bottom = 500 }: { top: number; bottom?: number }): Layer {
  return ({ rng }) => {
    let body = `<rect y="${top}" width="800" height="${bottom - top}" fill="#b8b6ae"/>`;
    for (let y = top + 10; y < bottom; y += 26 + (y - top) * 0.12)
      body += `<path d="M0 ${n(y)}Q400 ${n(y + rng.range(-4, 4))} 800 ${n(y)}" stroke="#6b6a64" stroke-width="${n(1 + (y - top) / 60)}" fill="none"/>`;
    for (let i = 0; i < 30; i++) {
      const x = rng.range(0, 800);
      const y = rng.range(top + 10, bottom);
      body += `<path d="M${n(x)} ${n(y)}l${n(rng.range(-6, 6))} ${n(14 + (y - top) / 10)}" stroke="#6b6a64" stroke-width="2"/>`;
    }
    return body;
  };
}

/** A box trap on a hillside track (predator control). */
export function trapBox(): string {
  return `<rect x="-22" y="-18" width="44" height="18" fill="#4d7c0f"/><rect x="-22" y="-18" width="44" height="4" fill="#365314"/><rect x="-6" y="-12" width="12" height="10" fill="#1f2937"/>`;
}

/** Harakeke (New Zealand flax): a fan of long sword leaves. */
export function flax(green = '#3f6212'): string {
  return [-40, -25, -10, 5, 20, 35]
    .map(
      (a, i) =>
        `<path d="M0 0Q${n(a * 0.6)} -40 ${n(a)} ${-70 - (i % 2) * 16}Q${n(a * 0.4)} -40 4 0Z" fill="${i % 2 ? green : darken(green, 0.2)}"/>`,
    )
    .join('');
}

/** Coffee shrubs under shade trees: dark glossy bushes with red cherries. */
export function coffeeBush(): string {
  return `<ellipse cx="0" cy="-20" rx="22" ry="20" fill="#166534"/><ellipse cx="-8" cy="-26" rx="10" ry="8" fill="#15803d"/><g fill="#dc2626"><circle cx="-10" cy="-12" r="2.5"/><circle cx="6" cy="-18" r="2.5"/><circle cx="12" cy="-8" r="2.5"/><circle cx="-2" cy="-30" r="2.5"/></g>`;
}

/** A lighthouse on its base. */
export function lighthouse(band = '#dc2626'): string {
  return `<path d="M-14 0L-10-90H10L14 0Z" fill="#f8fafc"/><path d="M-12-30h24l-1-16h-22zM-10-70h20v-10h-20z" fill="${band}"/><rect x="-12" y="-104" width="24" height="14" fill="#1f2937"/><rect x="-8" y="-102" width="16" height="10" fill="#fde68a"/><path d="M-12-104L0-114 12-104Z" fill="${band}"/>`;
}

/** Smoke rising from a sauna chimney. */
export function smoke(): string {
  return `<g fill="#e5e7eb" opacity=".7"><circle cx="0" cy="0" r="6"/><circle cx="6" cy="-12" r="8"/><circle cx="2" cy="-28" r="10"/><circle cx="12" cy="-44" r="12"/></g>`;
}

/** Wire mesh screened over a turtle nest, with its marker sign. */
export function nestScreen(): string {
  return `<ellipse cx="0" cy="0" rx="34" ry="8" fill="none" stroke="#57534e" stroke-width="2"/><path d="M-30-4l60 8M-20-6l40 12M-30 4l60-8" stroke="#57534e" stroke-width="1"/><path d="M40 0V-40" stroke="#78350f" stroke-width="3"/><rect x="28" y="-58" width="36" height="20" fill="#facc15"/><path d="M34-48h24" stroke="#1f2937" stroke-width="2"/>`;
}

/** Beach umbrellas, kept back from the nesting zone. */
export function umbrellas(count = 3): string {
  let body = '';
  for (let i = 0; i < count; i++) {
    const x = i * 60;
    body += `<path d="M${x} 0V-40" stroke="#57534e" stroke-width="2"/><path d="M${x - 26}-38Q${x}-62 ${x + 26}-38Z" fill="${['#f97316', '#0ea5e9', '#facc15'][i % 3]}"/>`;
  }
  return body;
}

/** Arcade of Roman columns (Diocletian's Palace, Baelo Claudia). */
export function romanArcade(stone = '#e7e0d2', arches = 5): string {
  let cut = '';
  for (let i = 0; i < arches; i++) {
    const x = -arches * 20 + 8 + i * 40;
    cut += `M${x} 0V-44a12 12 0 0 1 24 0V0Z`;
  }
  return `<rect x="${-arches * 20}" y="-70" width="${arches * 40}" height="70" fill="${darken(stone, 0.45)}"/><path d="M${-arches * 20} 0V-80H${arches * 20}V0Z${cut}" fill="${stone}" fill-rule="evenodd"/><path d="M${-arches * 20 - 4}-84h${arches * 40 + 8}v6h${-arches * 40 - 8}z" fill="${darken(stone, 0.2)}"/>`;
}

/** A ruined row of Roman columns among dunes. */
export function romanColumns(stone = '#e7e0d2'): string {
  return [-60, -30, 0, 30, 60]
    .map(
      (x, i) =>
        `<rect x="${x - 6}" y="${-60 + (i % 2) * 20}" width="12" height="${60 - (i % 2) * 20}" fill="${stone}"/><rect x="${x - 9}" y="${-64 + (i % 2) * 20}" width="18" height="5" fill="${darken(stone, 0.15)}"/>`,
    )
    .join('');
}

/** Pots and a long serving table (community kitchen, shared meals). */
export function kitchenTable(): string {
  return `<rect x="-120" y="-36" width="240" height="8" fill="#a16207"/><path d="M-110-28V0M110-28V0" stroke="#78350f" stroke-width="6"/><rect x="-90" y="-58" width="36" height="22" rx="3" fill="#6b7280"/><rect x="-30" y="-62" width="44" height="26" rx="3" fill="#9ca3af"/><ellipse cx="50" cy="-40" rx="22" ry="6" fill="#f97316"/><ellipse cx="90" cy="-40" rx="16" ry="5" fill="#16a34a"/><path d="M-80-66q4-8 0-14M-10-70q4-8 0-14" stroke="#e5e7eb" stroke-width="2" fill="none"/>`;
}

/** A workbench with a lamp and tools being repaired. */
export function repairBench(): string {
  return `<rect x="-110" y="-40" width="220" height="8" fill="#a16207"/><path d="M-100-32V0M100-32V0" stroke="#78350f" stroke-width="6"/><path d="M-60-40V-70L-40-90" stroke="#1f2937" stroke-width="3" fill="none"/><path d="M-50-96L-24-84-36-72Z" fill="#f59e0b"/><rect x="0" y="-52" width="40" height="12" fill="#2563eb"/><path d="M60-40l14-20 6 4-14 20z" fill="#6b7280"/><circle cx="-80" cy="-46" r="6" fill="#dc2626"/>`;
}

/** A spotting scope on its tripod (bird counts). */
export function scope(): string {
  return `<path d="M0-40L-14 0M0-40L14 0M0-40V0" stroke="#1f2937" stroke-width="2.5"/><rect x="-18" y="-52" width="40" height="10" rx="4" fill="#374151" transform="rotate(-12 0 -46)"/>`;
}

/** A flock of wading birds on the mud, in profile. */
export function waders(count = 8, color = '#1f2937'): string {
  let body = '';
  for (let i = 0; i < count; i++) {
    const x = (i % 4) * 28 + Math.floor(i / 4) * 14;
    const y = Math.floor(i / 4) * 14;
    body += `<path d="M${x} ${y}l-6-10q4-10 12-8l8-2-6 4q2 8-6 10z" fill="${color}"/><path d="M${x} ${y}v8" stroke="${color}"/>`;
  }
  return body;
}

/** Baltimore rowhouses: brick fronts with white marble steps. */
export function rowhouses(count = 8): string {
  let body = '';
  for (let i = 0; i < count; i++) {
    const x = i * 50;
    const brick = ['#9a3412', '#b45309', '#7c2d12', '#a16207'][i % 4] ?? '#9a3412';
    body += `<rect x="${x}" y="-90" width="50" height="90" fill="${brick}"/><rect x="${x}" y="-96" width="50" height="6" fill="${darken(brick, 0.3)}"/><path d="M${x + 8}-80h12v16h-12zM${x + 30}-80h12v16h-12zM${x + 8}-50h12v16h-12zM${x + 30}-16v-26h12v26z" fill="#1f2937"/><rect x="${x + 26}" y="-4" width="20" height="4" fill="#f8fafc"/>`;
  }
  return body;
}

/** The dome of the Maryland State House over Annapolis. */
export function stateHouse(): string {
  return `<rect x="-60" y="-30" width="120" height="30" fill="#9a3412"/><path d="M-64-30L0-50 64-30Z" fill="#e7e5e4"/><rect x="-14" y="-70" width="28" height="20" fill="#f8fafc"/><path d="M-18-70Q0-96 18-70Z" fill="#f8fafc"/><rect x="-6" y="-100" width="12" height="14" fill="#f8fafc"/><path d="M0-100v-10" stroke="#44403c" stroke-width="2"/>`;
}

/** The Old Man of Storr and the Trotternish ridge (Skye). */
export function storr(rock = '#4b5563'): string {
  return `<path d="M-200 0L-140-90-60-110 20-100 80-120 200-60V0Z" fill="${darken(rock, 0.1)}"/><path d="M-20-100L-12-180H0L6-100Z" fill="${rock}"/><path d="M12-100L18-140H26L28-100Z" fill="${rock}"/>`;
}

/** Sandstone sea cliffs and a rock platform (Royal National Park). */
export function sandstoneCoast(stone = '#d9a15b'): string {
  return `<path d="M-420 0V-120L-200-130-60-110V0Z" fill="${stone}"/><path d="M-420-80H-60M-420-40H-60" stroke="${darken(stone, 0.2)}" stroke-width="4"/><path d="M-420-120L-200-130-60-110V-104L-200-124-420-114Z" fill="#4d7c2f"/>`;
}

/** Path of points from `points` drawn as a trodden trail. */
export function trail(points: readonly Point[], color = '#e7dcc0', width = 14): string {
  return `<path d="M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
}
