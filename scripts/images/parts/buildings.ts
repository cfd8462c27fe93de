// Buildings, drawn standing on their origin (middle of the base) at a nominal 100 units tall
// unless said otherwise; `at()` places one in a scene. Colours are arguments so one drawing
// serves the honey limestone of Malta and the white lime of the Cyclades alike.
import type { Layer } from '../scene.ts';
import { darken, lighten, n, place, polygon, type Point } from '../svg.ts';

/** Places a drawing (a string in local units) in the scene. */
export function at(x: number, y: number, scale: number, body: string, flip = false): Layer {
  return () => place(x, y, scale, body, flip);
}

function windows(
  x0: number,
  y0: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
  color: string,
): string {
  let d = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      d += `M${n(x0 + c * (w + gapX))} ${n(y0 + r * (h + gapY))}h${n(w)}v${n(h)}h${n(-w)}Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

export type RoofKind = 'gable' | 'stepped' | 'flat' | 'hip' | 'steep';

/** A house `w` wide and `h` tall to the eaves, in local units. */
export function house({
  w,
  h,
  wall,
  roof,
  kind = 'gable',
  window = '#1f2937',
  floors,
}: {
  w: number;
  h: number;
  wall: string;
  roof: string;
  kind?: RoofKind;
  window?: string;
  floors?: number;
}): string {
  const storeys = floors ?? Math.max(1, Math.round(h / 22));
  const cols = Math.max(1, Math.round(w / 16));
  const winW = Math.min(7, (w / cols) * 0.45);
  const gap = (w - cols * winW) / (cols + 1);
  const rowH = h / storeys;
  const glass = windows(-w / 2 + gap, -h + rowH * 0.3, cols, storeys, winW, rowH * 0.4, gap, rowH * 0.6, window);
  const body = `<rect x="${n(-w / 2)}" y="${n(-h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/>`;
  switch (kind) {
    case 'gable':
      return (
        body +
        `<path d="${polygon([
          [-w / 2 - 3, -h],
          [0, -h - w * 0.42],
          [w / 2 + 3, -h],
        ])}" fill="${roof}"/>` +
        glass
      );
    case 'steep':
      return (
        body +
        `<path d="${polygon([
          [-w / 2 - 3, -h],
          [0, -h - w * 0.9],
          [w / 2 + 3, -h],
        ])}" fill="${roof}"/>` +
        glass
      );
    case 'hip':
      return (
        body +
        `<path d="${polygon([
          [-w / 2 - 4, -h],
          [-w * 0.2, -h - w * 0.3],
          [w * 0.2, -h - w * 0.3],
          [w / 2 + 4, -h],
        ])}" fill="${roof}"/>` +
        glass
      );
    case 'flat':
      return (
        body + `<rect x="${n(-w / 2 - 1)}" y="${n(-h - 3)}" width="${n(w + 2)}" height="4" fill="${roof}"/>` + glass
      );
    case 'stepped': {
      const steps: Point[] = [[-w / 2, -h]];
      const s = 4;
      for (let i = 0; i < s; i++)
        steps.push(
          [-w / 2 + (i * w) / (2 * s), -h - (i + 1) * (w * 0.14)],
          [-w / 2 + ((i + 1) * w) / (2 * s), -h - (i + 1) * (w * 0.14)],
        );
      const right = steps
        .slice(1)
        .map(([x, y]): Point => [-x, y])
        .reverse();
      return (
        `<path d="${polygon([...steps, ...right, [w / 2, -h], [w / 2, 0], [-w / 2, 0]])}" fill="${wall}"/>` +
        glass +
        `<rect x="-2" y="${n(-h - w * 0.35)}" width="4" height="6" fill="${window}"/>`
      );
    }
  }
}

export interface TownOptions {
  from: number;
  to: number;
  y: number;
  walls: readonly string[];
  roofs: readonly string[];
  kinds?: readonly RoofKind[];
  height?: readonly [number, number];
  width?: readonly [number, number];
  window?: string;
  /** Houses step up a hill: each one's base is raised by the hill's curve. */
  hill?: number;
  scale?: number;
}

/** A row of houses side by side: a waterfront, a canal, a village street. */
export function town({
  from,
  to,
  y,
  walls,
  roofs,
  kinds = ['gable'],
  height = [30, 50],
  width = [22, 34],
  window,
  hill = 0,
  scale = 1,
}: TownOptions): Layer {
  return ({ rng }) => {
    const parts: string[] = [];
    let x = from;
    while (x < to) {
      const w = rng.range(width[0], width[1]);
      const h = rng.range(height[0], height[1]);
      const t = (x - from) / Math.max(1, to - from);
      const lift = hill * Math.sin(t * Math.PI);
      parts.push(
        place(
          x + (w * scale) / 2,
          y - lift,
          scale,
          house({ w, h, wall: rng.pick(walls), roof: rng.pick(roofs), kind: rng.pick(kinds), window }),
        ),
      );
      x += w * scale + rng.range(-2, 1);
    }
    return parts.join('');
  };
}

/** Church with a tall tower and spire beside the nave (Lake Bled's island church, Alpine villages). */
export function churchSpire(wall: string, roof: string): string {
  return `<rect x="-40" y="-40" width="50" height="40" fill="${wall}"/><path d="M-43-40L-15-62 13-40Z" fill="${roof}"/><rect x="10" y="-80" width="20" height="80" fill="${wall}"/><path d="M8-80L20-128 32-80Z" fill="${roof}"/><path d="M16-70h8v10h-8zM-30-28h6v12h-6zM-12-28h6v12h-6z" fill="${darken(wall, 0.45)}"/><path d="M20-128v-8" stroke="${roof}" stroke-width="2"/><path d="M10-46h20v4H10z" fill="${darken(wall, 0.12)}"/>`;
}

/** Baroque village church with an onion dome (Austria, Bavaria, Slovakia). */
export function churchOnion(wall: string, dome: string): string {
  return `<rect x="-36" y="-38" width="46" height="38" fill="${wall}"/><path d="M-39-38L-13-58 13-38Z" fill="#7f1d1d"/><rect x="8" y="-76" width="22" height="76" fill="${wall}"/><path d="M19-104C9-96 6-88 12-82H26C32-88 29-96 19-104Z" fill="${dome}"/><path d="M19-112v-8M15-116h8" stroke="${dome}" stroke-width="2"/><rect x="10" y="-82" width="18" height="6" fill="${dome}"/><path d="M15-70h8v10h-8zM-26-26h6v12h-6zM-8-26h6v12h-6z" fill="${darken(wall, 0.45)}"/>`;
}

/** Wooden church with a needle spire (Maramureș, Carpathian and Tatra villages). */
export function churchWooden(wood: string): string {
  const roof = darken(wood, 0.35);
  return `<rect x="-30" y="-30" width="56" height="30" fill="${wood}"/><path d="M-36-24L-30-46H26L32-24Z" fill="${roof}"/><rect x="-8" y="-70" width="16" height="26" fill="${wood}"/><path d="M-12-66L-14-74H14L12-66Z" fill="${roof}"/><path d="M-7-74L0-150 7-74Z" fill="${roof}"/><path d="M0-150v-8M-3-154h6" stroke="${roof}" stroke-width="1.5"/>`;
}

/** Orthodox church with drum domes (Bulgaria, Romania, Cyprus). */
export function churchDomes(wall: string, dome: string): string {
  return `<rect x="-45" y="-36" width="90" height="36" fill="${wall}"/><path d="M-45-36h90v-6h-90z" fill="${darken(wall, 0.15)}"/><rect x="-12" y="-62" width="24" height="26" fill="${wall}"/><path d="M-14-62A14 16 0 0 1 14-62Z" fill="${dome}"/><rect x="-40" y="-50" width="16" height="14" fill="${wall}"/><path d="M-41-50A9 10 0 0 1-23-50Z" fill="${dome}"/><rect x="24" y="-50" width="16" height="14" fill="${wall}"/><path d="M23-50A9 10 0 0 1 41-50Z" fill="${dome}"/><path d="M0-78v-10M-4-84h8" stroke="${dome}" stroke-width="2"/><path d="M-34-26a5 5 0 0 1 10 0v14h-10zM-5-26a5 5 0 0 1 10 0v14H-5zM24-26a5 5 0 0 1 10 0v14H24z" fill="${darken(wall, 0.4)}"/>`;
}

/** Cycladic chapel: whitewashed cube, blue dome and bell gable. */
export function chapelCycladic(dome = '#1d4ed8'): string {
  return `<rect x="-30" y="-34" width="60" height="34" fill="#ffffff"/><path d="M-18-34A18 20 0 0 1 18-34Z" fill="${dome}"/><path d="M-4-56h8v4h-8z" fill="#ffffff"/><path d="M22-34v-20h14v20z" fill="#ffffff"/><path d="M26-50h6v7h-6z" fill="#334155"/><path d="M-6-22h12v22h-12z" fill="${dome}"/><path d="M-22-24h6v8h-6zM16-24h6v8h-6z" fill="#334155"/>`;
}

/** Dutch smock mill with four lattice sails. */
export function windmillDutch(body = '#3f3f46', sail = '#f5f5f4', angle = 20): string {
  const arm = (a: number) =>
    `<g transform="rotate(${a})"><rect x="-2" y="-70" width="4" height="70" fill="${body}"/><rect x="2" y="-66" width="12" height="52" fill="${sail}" opacity=".9"/><path d="M2-56h12M2-46h12M2-36h12M2-26h12" stroke="${body}" stroke-width="1"/></g>`;
  return `<path d="M-22 0L-14-70H14L22 0Z" fill="${body}"/><path d="M-16-70L0-88 16-70Z" fill="${darken(body, 0.3)}"/><rect x="-26" y="-30" width="52" height="4" fill="${darken(body, 0.3)}"/><path d="M-5 0v-14h10V0z" fill="#78350f"/><g transform="translate(0 -74)">${[0, 90, 180, 270].map((a) => arm(a + angle)).join('')}<circle r="4" fill="${darken(body, 0.4)}"/></g>`;
}

/** Greek island windmill: white round tower, thatched cone, spoked canvas sails. */
export function windmillGreek(): string {
  const spokes = [0, 45, 90, 135, 180, 225, 270, 315]
    .map(
      (a) =>
        `<g transform="rotate(${a})"><path d="M0 0V-44" stroke="#78350f" stroke-width="1.5"/><path d="M0-12L12-42 2-44Z" fill="#fafaf9"/></g>`,
    )
    .join('');
  return `<path d="M-20 0L-18-54H18L20 0Z" fill="#ffffff"/><path d="M-21-54L0-76 21-54Z" fill="#a16207"/><path d="M-5 0v-16h10V0z" fill="#1d4ed8"/><rect x="-4" y="-40" width="8" height="8" fill="#1d4ed8"/><g transform="translate(-14 -58)">${spokes}</g>`;
}

export function windTurbine(color = '#f1f5f9', angle = 0): string {
  const blade = (a: number) => `<path d="M0 0L-3-6 0-60 3-6Z" fill="${color}" transform="rotate(${a})"/>`;
  return `<path d="M-2 0L-1-100H1L2 0Z" fill="${color}"/><g transform="translate(0 -100)">${[0, 120, 240].map((a) => blade(a + angle)).join('')}<circle r="3" fill="${darken(color, 0.2)}"/></g>`;
}

/** Alpine chalet: wide low gable, wooden upper floor with balcony. */
export function chalet(wood = '#92400e', base = '#f5f5f4'): string {
  return `<rect x="-40" y="-22" width="80" height="22" fill="${base}"/><rect x="-40" y="-48" width="80" height="26" fill="${wood}"/><path d="M-50-48L0-76 50-48Z" fill="${darken(wood, 0.35)}"/><rect x="-42" y="-30" width="84" height="3" fill="${darken(wood, 0.45)}"/><path d="M-40-30v-6M-30-30v-6M-20-30v-6M-10-30v-6M0-30v-6M10-30v-6M20-30v-6M30-30v-6M40-30v-6" stroke="${darken(wood, 0.45)}" stroke-width="1.5"/><path d="M-30-16h10v8h-10zM20-16h10v8H20zM-26-44h10v8h-10zM16-44h10v8H16zM-5-60h10v8H-5z" fill="#1f2937"/><path d="M-5-16h10V0H-5z" fill="${darken(wood, 0.3)}"/>`;
}

/** Falu-red wooden cottage with white trim (Sweden, Finland). */
export function cottageRed(): string {
  return `<rect x="-30" y="-26" width="60" height="26" fill="#9f1d1d"/><path d="M-34-26L0-48 34-26Z" fill="#1f2937"/><path d="M-30-26h60v2h-60zM-30 0v-26M30 0v-26" stroke="#ffffff" stroke-width="2"/><path d="M-20-18h9v9h-9zM11-18h9v9h-9z" fill="#ffffff"/><path d="M-19-17h7v7h-7zM12-17h7v7h-7z" fill="#1e3a8a"/><path d="M-4-18h8V0h-8z" fill="#ffffff"/><rect x="16" y="-46" width="5" height="10" fill="#9f1d1d"/>`;
}

/** Pyramids of Giza: sunlit west faces and shadowed east faces, smallest in front. */
export function pyramids(light = '#e9c46a', shadow = '#b88a3b'): string {
  const one = (x: number, w: number, h: number) =>
    `<path d="M${x - w / 2} 0L${x} ${-h}L${x + w * 0.1} 0Z" fill="${light}"/><path d="M${x} ${-h}L${x + w / 2} 0H${x + w * 0.1}Z" fill="${shadow}"/>`;
  return one(-90, 170, 90) + one(40, 200, 100) + one(150, 100, 50);
}

/** Taj Mahal: onion dome on its drum, iwan, chhatris and four minarets on the plinth. */
export function tajMahal(marble = '#f8fafc', shade = '#cbd5e1'): string {
  const minaret = (x: number) =>
    `<rect x="${x - 4}" y="-96" width="8" height="96" fill="${marble}"/><path d="M${x - 6}-96h12v-4h-12z M${x - 6}-64h12v-3h-12z M${x - 6}-36h12v-3h-12z" fill="${shade}"/><path d="M${x - 6}-100A6 7 0 0 1 ${x + 6}-100Z" fill="${marble}"/><path d="M${x}-107v-4" stroke="${shade}" stroke-width="1.5"/>`;
  const chhatri = (x: number) =>
    `<rect x="${x - 7}" y="-74" width="14" height="10" fill="${marble}"/><path d="M${x - 9}-74A9 10 0 0 1 ${x + 9}-74Z" fill="${marble}"/>`;
  return `<rect x="-110" y="-6" width="220" height="6" fill="${shade}"/>${minaret(-100)}${minaret(100)}<rect x="-62" y="-64" width="124" height="58" fill="${marble}"/><path d="M-16-14v-34a16 18 0 0 1 32 0v34z" fill="${shade}"/><path d="M-50-18v-18a7 8 0 0 1 14 0v18zM36-18v-18a7 8 0 0 1 14 0v18zM-50-44v-10a7 7 0 0 1 14 0v10zM36-44v-10a7 7 0 0 1 14 0v10z" fill="${shade}"/>${chhatri(-44)}${chhatri(44)}<rect x="-26" y="-82" width="52" height="18" fill="${marble}"/><path d="M-30-82C-34-104-20-124 0-134 20-124 34-104 30-82Z" fill="${marble}"/><path d="M0-134C12-124 20-104 16-82H30C34-104 20-124 0-134Z" fill="${shade}"/><path d="M0-134v-12" stroke="#d4a017" stroke-width="2"/>`;
}

/** Hungarian Parliament on the Danube: long Gothic wings, ribbed dome and spire, pinnacles. */
export function parliament(stone = '#f1e4c8', roof = '#b91c1c'): string {
  const pinnacles = [-150, -120, -95, -60, 60, 95, 120, 150]
    .map((x) => `<path d="M${x - 3}-52L${x}-72 ${x + 3}-52Z" fill="${stone}"/>`)
    .join('');
  return `<rect x="-170" y="-40" width="340" height="40" fill="${stone}"/><path d="M-172-40h344l-6-10h-332z" fill="${roof}"/><rect x="-120" y="-56" width="40" height="16" fill="${stone}"/><rect x="80" y="-56" width="40" height="16" fill="${stone}"/><path d="M-122-56L-100-66-78-56ZM78-56L100-66 122-56Z" fill="${roof}"/>${pinnacles}<rect x="-26" y="-70" width="52" height="30" fill="${stone}"/><path d="M-28-70C-28-96-14-110 0-112 14-110 28-96 28-70Z" fill="${roof}"/><path d="M-4-112L0-150 4-112Z" fill="${stone}"/>${windows(-160, -32, 22, 2, 4, 8, 10.6, 6, darken(stone, 0.45))}`;
}

/** Sagrada Família: spindle towers of the Nativity façade, with a crane at work. */
export function sagradaFamilia(stone = '#c8a97e'): string {
  const spire = (x: number, h: number, w: number) =>
    `<path d="M${x - w} 0C${x - w} ${-h * 0.6} ${x - w * 0.5} ${-h * 0.9} ${x} ${-h}C${x + w * 0.5} ${-h * 0.9} ${x + w} ${-h * 0.6} ${x + w} 0Z" fill="${stone}"/><circle cx="${x}" cy="${-h - 3}" r="3" fill="#d97706"/>`;
  return `<rect x="-60" y="-40" width="120" height="40" fill="${darken(stone, 0.12)}"/>${spire(-45, 120, 10)}${spire(-20, 140, 11)}${spire(20, 140, 11)}${spire(45, 120, 10)}${spire(0, 175, 14)}<path d="M70 0V-150M70-150H130M70-140L120-150" stroke="#f59e0b" stroke-width="2" fill="none"/>`;
}

/** Cairo skyline: domes and pencil minarets of the old city. */
export function cairoSkyline(stone = '#c2956b'): string {
  const minaret = (x: number, h: number) =>
    `<rect x="${x - 3.5}" y="${-h}" width="7" height="${h}" fill="${stone}"/><rect x="${x - 6}" y="${-h * 0.7}" width="12" height="3" fill="${stone}"/><rect x="${x - 5}" y="${-h * 0.45}" width="10" height="3" fill="${stone}"/><path d="M${x - 3.5} ${-h}L${x} ${-h - 12}L${x + 3.5} ${-h}Z" fill="${stone}"/>`;
  return `<rect x="-140" y="-30" width="280" height="30" fill="${stone}"/><path d="M-80-30A34 34 0 0 1-12-30ZM20-30A26 28 0 0 1 72-30Z" fill="${stone}"/><rect x="-120" y="-44" width="30" height="14" fill="${stone}"/><rect x="90" y="-50" width="40" height="20" fill="${stone}"/>${minaret(-100, 110)}${minaret(0, 90)}${minaret(90, 120)}${minaret(130, 70)}`;
}

/** Doric temple on its steps: pediment, columns, broken corner. */
export function temple(stone = '#e7e0d2'): string {
  const cols = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${-70 + i * 18.5}" y="-60" width="9" height="52" fill="${stone}"/>`,
  ).join('');
  return `<path d="M-84 0h168v-4h-164v-4h156v-4" fill="none"/><rect x="-84" y="-8" width="168" height="8" fill="${darken(stone, 0.15)}"/><rect x="-78" y="-12" width="156" height="4" fill="${darken(stone, 0.08)}"/>${cols}<rect x="-76" y="-70" width="152" height="10" fill="${stone}"/><path d="M-76-70L-60-84H30L40-70Z" fill="${stone}"/>`;
}

/** Māori wharenui (meeting house): carved red barge boards crossing at the apex. */
export function wharenui(red = '#991b1b'): string {
  return `<rect x="-50" y="-40" width="100" height="40" fill="#7c2d12"/><path d="M-60-36L0-78 60-36" fill="none" stroke="${red}" stroke-width="9"/><path d="M-62-36h-6v40h6zM62-36h6v40h-6z" fill="${red}"/><path d="M-58-38L0-80 58-38" fill="none" stroke="#fef3c7" stroke-width="1.5" stroke-dasharray="4 3"/><circle cx="0" cy="-86" r="7" fill="${red}"/><path d="M-10 0v-26h20V0z" fill="#1c1917"/><path d="M-36-28h12v10h-12z" fill="#1c1917"/><rect x="-50" y="-4" width="100" height="4" fill="#fef3c7" opacity=".4"/>`;
}

/** Round mud-walled bhunga with a conical thatch (Kutch). */
export function bhunga(wall = '#f5e6c8', thatch = '#a16207'): string {
  return `<rect x="-26" y="-30" width="52" height="30" rx="3" fill="${wall}"/><path d="M-32-28L0-62 32-28Z" fill="${thatch}"/><path d="M-6 0v-18a6 6 0 0 1 12 0V0z" fill="#7c2d12"/><path d="M-24-10h48" stroke="#b91c1c" stroke-width="2" stroke-dasharray="3 3"/>`;
}

/** Nubian house by the Nile: bright lime walls, vaulted roof, painted door. */
export function nubianHouse(wall = '#60a5fa', trim = '#facc15'): string {
  return `<rect x="-34" y="-32" width="68" height="32" fill="${wall}"/><path d="M-34-32A12 10 0 0 1-10-32ZM-6-32A20 16 0 0 1 30-32Z" fill="${wall}"/><path d="M-34-32h68" stroke="${trim}" stroke-width="3"/><path d="M-8 0v-18a8 8 0 0 1 16 0V0z" fill="${trim}"/><path d="M-26-20l4-4 4 4-4 4zM18-20l4-4 4 4-4 4z" fill="#ffffff"/>`;
}

/** Albanian kulla: a stone tower house with small windows. */
export function kulla(stone = '#d6cfc4'): string {
  return `<rect x="-22" y="-70" width="44" height="70" fill="${stone}"/><path d="M-26-70L0-86 26-70Z" fill="#78716c"/><path d="M-12-58h6v9h-6zM6-58h6v9H6zM-12-36h6v9h-6zM6-36h6v9H6zM-5 0v-16h10V0z" fill="#292524"/><path d="M-22-46h44" stroke="${darken(stone, 0.2)}" stroke-width="2"/>`;
}

/** Red-brick Gothic castle with conical roofs (Trakai, Turaida, Malbork). */
export function castleBrick(brick = '#b4532a', roof = '#7f1d1d'): string {
  const tower = (x: number, h: number, w: number) =>
    `<rect x="${x - w / 2}" y="${-h}" width="${w}" height="${h}" fill="${brick}"/><path d="M${x - w / 2 - 3} ${-h}L${x} ${-h - w * 1.3}L${x + w / 2 + 3} ${-h}Z" fill="${roof}"/>`;
  return `<rect x="-70" y="-40" width="140" height="40" fill="${brick}"/><path d="M-70-40h140v-6h-140z" fill="${darken(brick, 0.15)}"/>${tower(-70, 56, 22)}${tower(70, 56, 22)}${tower(0, 100, 34)}<path d="M-40-24h6v10h-6zM34-24h6v10h-6zM-4-70h8v12h-8zM-5 0v-18a5 5 0 0 1 10 0V0z" fill="#1c1917"/>`;
}

/** A ruined white castle on its crag (Spiš, or any hilltop castle). */
export function castleRuin(stone = '#e7e5e4'): string {
  return `<path d="M-110 0L-80-30-40-40 20-44 70-34 110 0Z" fill="${darken(stone, 0.35)}"/><path d="M-80-30v-24h6v-6h6v6h6v-6h6v6h6v24zM-30-44v-20h50v20zM30-44v-50h18v4h4v-8h4v8h4v-4h4v50z" fill="${stone}"/><path d="M34-80h6v8h-6zM-20-58h6v8h-6z" fill="#292524"/><path d="M-40-40h70" stroke="${stone}" stroke-width="6"/>`;
}

/** A Rhine castle: keep, palace with stepped gables, curtain wall. */
export function castleRhine(stone = '#d6d3d1', roof = '#334155'): string {
  return `<rect x="-60" y="-30" width="120" height="30" fill="${stone}"/><rect x="-50" y="-56" width="46" height="26" fill="${stone}"/><path d="M-52-56L-27-76-2-56Z" fill="${roof}"/><rect x="12" y="-90" width="26" height="60" fill="${stone}"/><path d="M10-90L25-120 40-90Z" fill="${roof}"/><path d="M-60-30v-6h6v6m6 0v-6h6v6m6 0v-6h6v6" fill="none" stroke="${stone}" stroke-width="6"/><path d="M-40-46h6v8h-6zM-22-46h6v8h-6zM21-76h8v10h-8z" fill="#1f2937"/>`;
}

/** Valletta from the harbour: bastion wall, the dome and the spire above honey limestone. */
export function valletta(stone = '#e4c590'): string {
  const shade = darken(stone, 0.2);
  return `<path d="M-200 0V-40L-160-50V-40H200V0Z" fill="${shade}"/><path d="M-200-40h400v-34h-400z" fill="${stone}"/>${windows(-190, -68, 18, 2, 6, 8, 15.5, 8, darken(stone, 0.45))}<rect x="-50" y="-104" width="44" height="30" fill="${stone}"/><path d="M-56-104A28 30 0 0 1 0-104Z" fill="${lighten(stone, 0.1)}"/><path d="M-28-134v-8" stroke="${shade}" stroke-width="2"/><rect x="50" y="-110" width="14" height="36" fill="${stone}"/><path d="M48-110L57-150 66-110Z" fill="${stone}"/>`;
}

/** Adolphe Bridge: a great stone arch over a wooded gorge, city on the cliff behind. */
export function archBridge(stone = '#cbbf9f', span = 260): string {
  const half = span / 2;
  return `<path d="M${-half - 40} -90H${half + 40}V0H${half}V-20A${half} 80 0 0 0 ${-half} -20V0H${-half - 40}Z" fill="${stone}"/><path d="M${-half - 40}-96h${span + 80}v6h${-span - 80}z" fill="${darken(stone, 0.25)}"/><path d="M-110-78a14 14 0 0 1 28 0v10h-28zM82-78a14 14 0 0 1 28 0v10H82z" fill="${darken(stone, 0.3)}"/>`;
}

/** Slovenian apiary (čebelnjak): a wooden shelter with painted hive fronts stacked inside. */
export function apiary(wood = '#92400e'): string {
  const panels = ['#dc2626', '#2563eb', '#facc15', '#16a34a', '#f97316', '#7c3aed', '#0ea5e9', '#e11d48'];
  let hives = '';
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 6; c++)
      hives += `<rect x="${-54 + c * 18}" y="${-58 + r * 16}" width="16" height="14" fill="${panels[(r * 3 + c) % panels.length]}"/><circle cx="${-46 + c * 18}" cy="${-46 + r * 16}" r="1.5" fill="#1c1917"/>`;
  return `<rect x="-60" y="-62" width="120" height="56" fill="${darken(wood, 0.2)}"/>${hives}<path d="M-70-60L0-92 70-60Z" fill="${darken(wood, 0.45)}"/><rect x="-62" y="-8" width="6" height="8" fill="${wood}"/><rect x="56" y="-8" width="6" height="8" fill="${wood}"/><rect x="-62" y="-10" width="124" height="4" fill="${wood}"/>`;
}

/** Market stalls under striped awnings. */
export function stalls(colors: readonly string[] = ['#dc2626', '#f59e0b', '#16a34a']): string {
  return colors
    .map((color, i) => {
      const x = -90 + i * 64;
      return `<rect x="${x}" y="-30" width="56" height="30" fill="#78350f"/><rect x="${x + 3}" y="-26" width="50" height="8" fill="#fde68a"/><circle cx="${x + 12}" cy="-28" r="4" fill="#ea580c"/><circle cx="${x + 22}" cy="-28" r="4" fill="#65a30d"/><circle cx="${x + 32}" cy="-28" r="4" fill="#dc2626"/><path d="M${x - 4}-44h64l4 10h-72z" fill="${color}"/><path d="M${x + 4}-44v10M${x + 20}-44v10M${x + 36}-44v10M${x + 52}-44v10" stroke="#ffffff" stroke-width="6"/><path d="M${x}-34v34M${x + 56}-34v34" stroke="#44403c" stroke-width="2"/>`;
    })
    .join('');
}

/** Solar panels on a frame. */
export function solarPanels(count = 3): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<g transform="translate(${(i - (count - 1) / 2) * 40} 0)"><path d="M-2 0v-14M14 0v-8" stroke="#475569" stroke-width="2"/><path d="M-18-10L-6-30H22L10-10Z" fill="#1e3a8a"/><path d="M-12-20H16M-2-30L-8-10M8-30L2-10" stroke="#93c5fd" stroke-width="1"/></g>`,
  ).join('');
}

/** An eco-lodge: timber walls, green roof with solar panels, rain tank. */
export function ecoLodge(wood = '#a16207'): string {
  return `<rect x="-60" y="-36" width="120" height="36" fill="${wood}"/><path d="M-68-36L-52-60H52L68-36Z" fill="#4d7c0f"/><g transform="translate(0 -44) scale(.7)">${solarPanels(3)}</g><path d="M-44-26h20v14h-20zM24-26h20v14H24z" fill="#bae6fd"/><path d="M-8 0v-24h16V0z" fill="#451a03"/><rect x="66" y="-28" width="18" height="28" rx="4" fill="#64748b"/><path d="M-60-18h120" stroke="${darken(wood, 0.2)}" stroke-width="1"/>`;
}

/** Engadine house: thick whitewashed walls, sgraffito bands, deep-set windows. */
export function engadineHouse(wall = '#f5f0e6'): string {
  return `<rect x="-44" y="-56" width="88" height="56" fill="${wall}"/><path d="M-50-56L0-76 50-56Z" fill="#57534e"/><path d="M-44-50h88M-44-4h88" stroke="#78716c" stroke-width="2" stroke-dasharray="6 3"/><path d="M-32-40l6-4 6 4v8l-6 4-6-4zM20-40l6-4 6 4v8l-6 4-6-4zM-6-42l6-4 6 4v8l-6 4-6-4z" fill="#44403c"/><path d="M-14 0v-20a14 12 0 0 1 28 0V0z" fill="#78350f"/><path d="M-36-20h10v8h-10zM26-20h10v8H26z" fill="#44403c"/>`;
}

/** Train of three carriages (electric, mountain line). */
export function train(color = '#b91c1c'): string {
  const car = (x: number) =>
    `<rect x="${x}" y="-26" width="70" height="24" rx="4" fill="${color}"/><path d="M${x + 6}-22h12v8h-12zM${x + 22}-22h12v8h-12zM${x + 38}-22h12v8h-12zM${x + 54}-22h10v8h-10z" fill="#e0f2fe"/><path d="M${x}-8h70" stroke="#f8fafc" stroke-width="2"/><circle cx="${x + 12}" cy="-1" r="3" fill="#1f2937"/><circle cx="${x + 58}" cy="-1" r="3" fill="#1f2937"/>`;
  return `${car(-110)}${car(-36)}<path d="M38-26h58q14 0 20 24H38z" fill="${color}"/><path d="M98-22h8l6 10H98z" fill="#e0f2fe"/><path d="M50-26l10-8M70-26l-10-8" stroke="#1f2937" stroke-width="1.5"/>`;
}

/** Stone viaduct of arches carrying a railway over a valley. */
export function viaduct(stone = '#a8a29e', span = 360): string {
  const arches = Math.round(span / 48);
  let cut = '';
  for (let i = 0; i < arches; i++) {
    const x = -span / 2 + 6 + i * (span / arches);
    cut += `M${n(x)} 0V-50a${n(span / arches / 2 - 6)} 22 0 0 1 ${n(span / arches - 12)} 0V0Z`;
  }
  return `<path d="M${-span / 2} 0V-80H${span / 2}V0Z${cut}" fill="${stone}" fill-rule="evenodd"/><rect x="${-span / 2 - 4}" y="-84" width="${span + 8}" height="5" fill="${darken(stone, 0.3)}"/>`;
}

/**
 * A green bridge for wildlife over a motorway, seen from the road: a concrete face with the
 * tunnel mouth, forest soil on top. 840 units wide, so it spans the scene.
 */
export function wildlifeBridge(green = '#4d7c2f'): string {
  return `<path d="M-420 0V-80H420V0H110V-30Q0-78-110-30V0Z" fill="#9ca3af"/><path d="M-110 0V-30Q0-78 110-30V0Z" fill="#1f2937"/><path d="M-420-78Q0-104 420-78V-70H-420Z" fill="${green}"/><path d="M-420-80H420" stroke="${darken(green, 0.3)}" stroke-width="3"/><path d="M-420-40H-110M110-40H420" stroke="#6b7280" stroke-width="2"/>`;
}

/** Smartphone with a map, route and pins. */
export function phone(): string {
  return `<rect x="-50" y="-200" width="100" height="200" rx="14" fill="#0f172a"/><rect x="-44" y="-188" width="88" height="176" rx="6" fill="#dcfce7"/><path d="M-44-120Q-10-130 0-100T44-80V-12H-44Z" fill="#bbf7d0"/><path d="M-44-160Q-20-150 0-168T44-150" stroke="#7dd3fc" stroke-width="8" fill="none"/><path d="M-30-40Q-20-90 10-100T24-150" stroke="#16a34a" stroke-width="3" stroke-dasharray="6 4" fill="none"/><path d="M24-168a10 10 0 0 1 10 10c0 8-10 18-10 18s-10-10-10-18a10 10 0 0 1 10-10z" fill="#dc2626"/><circle cx="24" cy="-158" r="4" fill="#ffffff"/><path d="M-30-58a8 8 0 0 1 8 8c0 6-8 14-8 14s-8-8-8-14a8 8 0 0 1 8-8z" fill="#16a34a"/><rect x="-14" y="-196" width="28" height="4" rx="2" fill="#334155"/>`;
}

/** A round leaf badge, the sign of a certification label. */
export function leafBadge(color = '#16a34a'): string {
  return `<circle r="44" fill="#ffffff"/><circle r="38" fill="none" stroke="${color}" stroke-width="4"/><path d="M-16 16C-18-10 0-24 22-24 22 0 8 18-16 16Z" fill="${color}"/><path d="M-16 16L10-10" stroke="#ffffff" stroke-width="3"/><path d="M-24 32l-10 26 14-8 8 14 6-28zM24 32l10 26-14-8-8 14-6-28z" fill="${color}"/>`;
}

/** Bar chart of young trees, growing left to right (impact over time). */
export function growthBars(
  colors: readonly string[] = ['#86efac', '#4ade80', '#22c55e', '#16a34a', '#15803d'],
): string {
  return colors
    .map((color, i) => {
      const h = 40 + i * 28;
      const x = -120 + i * 56;
      return `<rect x="${x}" y="${-h}" width="36" height="${h}" rx="4" fill="${color}"/><path d="M${x + 18} ${-h}v-14" stroke="#166534" stroke-width="3"/><path d="M${x + 18}${-h - 12}c-10-2-14-10-12-16 8 0 12 6 12 16zM${x + 18}${-h - 10}c10-2 14-10 12-16-8 0-12 6-12 16z" fill="#166534"/>`;
    })
    .join('');
}

/** Open-air classroom sign or trail signpost with arrows. */
export function signpost(wood = '#92400e'): string {
  return `<rect x="-3" y="-80" width="6" height="80" fill="${wood}"/><path d="M-2-76h44l8 7-8 7h-44z" fill="${lighten(wood, 0.2)}"/><path d="M2-56h-44l-8 7 8 7h44z" fill="${lighten(wood, 0.1)}"/><path d="M6-70h30M-36-50h30" stroke="#fef3c7" stroke-width="2"/>`;
}

/** Coral nursery frames with fragments hanging from the lines. */
export function coralNursery(frame = '#e2e8f0'): string {
  let body = '';
  for (let i = 0; i < 3; i++) {
    const x = -90 + i * 90;
    body += `<path d="M${x} 0V-80M${x - 30}-80H${x + 30}M${x - 26}-80V-30M${x + 26}-80V-30M${x - 30}-60H${x + 30}" stroke="${frame}" stroke-width="3" fill="none"/>`;
    for (let j = 0; j < 3; j++)
      body += `<path d="M${x - 20 + j * 20}-60v10" stroke="${frame}"/><circle cx="${x - 20 + j * 20}" cy="-47" r="5" fill="${['#f472b6', '#fb923c', '#a78bfa'][j]}"/>`;
  }
  return body;
}

/** Basalt columns: hexagonal prisms stepping down like a stair (Iceland). */
export function basalt(color = '#27272a', count = 12): string {
  let body = '';
  for (let i = 0; i < count; i++) {
    const h = 120 - i * 8 + (i % 3) * 6;
    const x = -count * 7 + i * 14;
    body += `<rect x="${x}" y="${-h}" width="14" height="${h}" fill="${i % 2 ? color : lighten(color, 0.1)}"/><path d="M${x + 9} ${-h + 4}v${h - 4}" stroke="${lighten(color, 0.22)}" stroke-width="2"/><path d="M${x} ${-h}h14l-2-4h-10z" fill="${lighten(color, 0.3)}"/>`;
  }
  return body;
}

/** A boardwalk of planks running from the viewer to the horizon (bog trails). */
export function boardwalk({
  top,
  bottom = 500,
  x = 400,
  topX = 430,
  wood = '#a16207',
}: {
  top: number;
  bottom?: number;
  x?: number;
  topX?: number;
  wood?: string;
}): Layer {
  return () => {
    const planks = Array.from({ length: 14 }, (_, i) => {
      const t = Math.pow(i / 14, 2);
      const y = top + (bottom - top) * t;
      const cx = topX + (x - topX) * t;
      const half = 4 + 70 * t;
      return `<path d="M${n(cx - half)} ${n(y)}h${n(half * 2)}" stroke="${darken(wood, 0.35)}" stroke-width="${n(0.5 + 2 * t)}"/>`;
    }).join('');
    return `<path d="${polygon([
      [topX - 4, top],
      [topX + 4, top],
      [x + 74, bottom],
      [x - 74, bottom],
    ])}" fill="${wood}"/>${planks}`;
  };
}

/** A haystack on its pole (Maramureș, Carpathian meadows). */
export function haystack(hay = '#ca8a04'): string {
  return `<path d="M0-62V0" stroke="#57534e" stroke-width="2"/><path d="M-18 0Q-22-26-2-56H2Q22-26 18 0Z" fill="${hay}"/><path d="M2-56Q22-26 18 0H6Q10-30 2-56Z" fill="${darken(hay, 0.2)}"/>`;
}

/** Belfry: a tall square brick tower with an octagonal lantern (Bruges, Ghent). */
export function belfry(brick = '#a16207'): string {
  return `<rect x="-20" y="-150" width="40" height="150" fill="${brick}"/><rect x="-14" y="-196" width="28" height="46" fill="${brick}"/><path d="M-22-150h44v-6h-44zM-16-196h32v-5h-32z" fill="${darken(brick, 0.25)}"/><path d="M-8-188h6v16h-6zM2-188h6v16H2zM-10-120h6v22h-6zM4-120h6v22H4z" fill="#1c1917"/><circle cx="0" cy="-140" r="5" fill="#fef3c7"/>`;
}

/** A tree fern (ponga), the emblem of New Zealand's forests: a crown of arching, drooping fronds. */
export function treeFern(green = '#166534'): string {
  const frond = (a: number, i: number) =>
    `<path d="M0 0Q24-16 50 4Q24-6 0 6Z" fill="${i % 2 ? green : darken(green, 0.2)}" transform="rotate(${a})"/><path d="M6 0Q24-10 46 2" stroke="${lighten(green, 0.3)}" stroke-width="1" fill="none" transform="rotate(${a})"/>`;
  return `<path d="M-4 0L-3-80H3L4 0Z" fill="#3f2a1e"/><path d="M-4-20h8M-4-40h8M-4-60h8" stroke="#5b4030" stroke-width="3"/><g transform="translate(0 -80)">${[-200, -180, -160, -140, -120, -95, -85, -60, -40, -20, 0, 20].map(frond).join('')}</g>`;
}

/** Slovenian kozolec: an open wooden hayrack with a shingled roof, hay drying on its rails. */
export function kozolec(wood = '#6b4a2a', hay = '#d4a72c'): string {
  const posts = [-70, -24, 24, 70]
    .map((x) => `<rect x="${x - 3}" y="-70" width="6" height="70" fill="${wood}"/>`)
    .join('');
  const rails = [-60, -48, -36, -24]
    .map((y) => `<rect x="-70" y="${y}" width="140" height="8" fill="${hay}"/>`)
    .join('');
  return `${rails}${posts}<path d="M-84-70L-60-92H60L84-70Z" fill="${darken(wood, 0.3)}"/>`;
}

/** Embroidered textiles drying on a line between two poles (Kutch). */
export function textileLine(
  colors: readonly string[] = ['#dc2626', '#f59e0b', '#7c3aed', '#db2777', '#0891b2'],
): string {
  const cloths = colors
    .map(
      (c, i) =>
        `<rect x="${-76 + i * 31}" y="-60" width="26" height="36" fill="${c}"/><path d="M${-72 + i * 31}-50h18M${-72 + i * 31}-40h18" stroke="#fde68a" stroke-width="2" stroke-dasharray="3 2"/>`,
    )
    .join('');
  return `<path d="M-82 0V-64M82 0V-64M-82-62Q0-56 82-62" stroke="#57534e" stroke-width="2.5" fill="none"/>${cloths}`;
}

/** A handloom with a half-woven cloth. */
export function loom(cloth = '#b91c1c'): string {
  return `<path d="M-40 0V-60M40 0V-60M-44-60H44M-40-20H40" stroke="#78350f" stroke-width="4"/><rect x="-32" y="-56" width="64" height="30" fill="${cloth}"/><path d="M-32-46h64M-32-36h64" stroke="#facc15" stroke-width="2"/><path d="M-28-26V-16M-16-26V-16M-4-26V-16M8-26V-16M20-26V-16" stroke="#fef3c7" stroke-width="1"/>`;
}

/** Wheels of mountain cheese on a wooden table. */
export function cheeseTable(): string {
  const wheel = (x: number, y: number, r: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.35}" fill="#fbbf24"/><rect x="${x - r}" y="${y}" width="${r * 2}" height="${r * 0.5}" fill="#f59e0b"/><ellipse cx="${x}" cy="${y + r * 0.5}" rx="${r}" ry="${r * 0.35}" fill="#f59e0b"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.35}" fill="#fcd34d"/>`;
  return `<rect x="-90" y="-36" width="180" height="8" fill="#92400e"/><path d="M-80-28V0M80-28V0" stroke="#78350f" stroke-width="6"/>${wheel(-50, -52, 26)}${wheel(6, -50, 24)}${wheel(56, -48, 22)}${wheel(-22, -72, 20)}`;
}

/** A street-food cart under a striped umbrella. */
export function foodCart(): string {
  return `<rect x="-50" y="-46" width="100" height="36" fill="#b45309"/><rect x="-50" y="-50" width="100" height="6" fill="#e5e7eb"/><ellipse cx="-26" cy="-54" rx="14" ry="5" fill="#d97706"/><ellipse cx="6" cy="-54" rx="14" ry="5" fill="#a16207"/><ellipse cx="34" cy="-54" rx="10" ry="4" fill="#dc2626"/><circle cx="-34" cy="-6" r="8" fill="#1f2937"/><circle cx="34" cy="-6" r="8" fill="#1f2937"/><path d="M0-50V-100" stroke="#44403c" stroke-width="2"/><path d="M-56-98Q0-124 56-98Z" fill="#dc2626"/><path d="M-20-106Q0-121 20-106Z" fill="#fef3c7"/>`;
}

/** A string of lanterns hung across a street. */
export function lanterns(
  width = 600,
  colors: readonly string[] = ['#f59e0b', '#dc2626', '#16a34a', '#facc15'],
): string {
  let body = `<path d="M${-width / 2} 0Q0 40 ${width / 2} 0" stroke="#44403c" stroke-width="1.5" fill="none"/>`;
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const x = -width / 2 + width * t;
    const y = 40 * 4 * t * (1 - t) * 0.5;
    body += `<path d="M${n(x)} ${n(y)}v6" stroke="#44403c"/><path d="M${n(x - 6)} ${n(y + 6)}h12l-3 16h-6z" fill="${colors[i % colors.length]}"/>`;
  }
  return body;
}

/** A house on stilts over tidal water (Sundarbans villages). */
export function stiltHouse(wall = '#a16207', roof = '#78716c'): string {
  return `<path d="M-34 0V-30M-12 0V-30M12 0V-30M34 0V-30" stroke="#57534e" stroke-width="4"/><rect x="-40" y="-60" width="80" height="30" fill="${wall}"/><path d="M-48-58L0-86 48-58Z" fill="${roof}"/><path d="M-8-30v-18h16v18z" fill="#44403c"/>`;
}

/** Overwater bungalows on a jetty (Maldives). */
export function overwaterBungalows(count = 3): string {
  let body = `<path d="M-${count * 40} -8H${count * 40}" stroke="#a16207" stroke-width="4"/>`;
  for (let i = 0; i < count; i++) {
    const x = -count * 40 + 40 + i * 80;
    body += `<path d="M${x - 20} 0V-12M${x + 20} 0V-12" stroke="#78350f" stroke-width="3"/><rect x="${x - 22}" y="-30" width="44" height="18" fill="#e7c08a"/><path d="M${x - 30}-28L${x}-52 ${x + 30}-28Z" fill="#a16207"/>`;
  }
  return body;
}

/** A bench under a street tree's shade. */
export function bench(): string {
  return `<rect x="-30" y="-18" width="60" height="5" fill="#92400e"/><rect x="-30" y="-30" width="60" height="5" fill="#92400e"/><path d="M-26-13V0M26-13V0" stroke="#374151" stroke-width="3"/>`;
}

/** Fence of brushwood stakes that traps blowing sand (dune restoration). */
export function sandFence(length = 200): string {
  let d = '';
  for (let x = -length / 2; x <= length / 2; x += 8) d += `M${x} 0v-${14 + ((x * 7) % 6)}`;
  return `<path d="${d}" stroke="#78350f" stroke-width="2.5"/><path d="M${-length / 2}-8H${length / 2}" stroke="#57534e" stroke-width="1.5"/>`;
}

/** Fishing nets on posts, with floats (almadraba heritage). */
export function nets(): string {
  return `<path d="M-90 0V-60M0 0V-64M90 0V-60" stroke="#57534e" stroke-width="4"/><path d="M-90-58Q-45-20 0-62Q45-20 90-58" fill="#1e3a8a" opacity=".25" stroke="#1e3a8a" stroke-width="2"/><path d="M-80-50l10 30M-60-40l10 20M-40-40l8 24M20-40l8 24M40-40l10 20M60-44l10 24" stroke="#1e3a8a" stroke-width="1" opacity=".6"/><g fill="#f97316"><circle cx="-70" cy="-44" r="4"/><circle cx="-40" cy="-34" r="4"/><circle cx="40" cy="-34" r="4"/><circle cx="70" cy="-44" r="4"/></g>`;
}

/** A marker pole a survey reads the glacier's retreat against. */
export function surveyPole(): string {
  return `<rect x="-2" y="-60" width="4" height="60" fill="#f8fafc"/><path d="M-2-60h4v8h-4zM-2-44h4v8h-4zM-2-28h4v8h-4z" fill="#dc2626"/><path d="M2-60l16 6-16 6z" fill="#f97316"/>`;
}
