// People, animals and boats in silhouette, each standing (or floating) on its origin. People
// are 100 units tall; animals and boats are drawn at a size that matches a person at scale 1.
import { darken, lighten } from '../svg.ts';

export type Pose = 'stand' | 'walk' | 'hike' | 'plant' | 'rake' | 'point' | 'child';

/** A person: `color` for head and legs, `shirt` for the torso. */
export function person(pose: Pose, color = '#1f2937', shirt = '#0f766e'): string {
  const head = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="9" fill="${color}"/>`;
  switch (pose) {
    case 'stand':
    case 'child':
      return `${head(0, -90)}<path d="M-8-42h6v42h-7zM2-42h6l1 42h-7z" fill="${color}"/><path d="M-12-78Q0-82 12-78L14-40H-14Z" fill="${shirt}"/><path d="M-12-76l-5 32h5zM12-76l5 32h-5z" fill="${shirt}"/>`;
    case 'walk':
      return `${head(2, -90)}<path d="M-6-42l6 1-12 41h-7zM2-42h7l9 42h-7z" fill="${color}"/><path d="M-10-78Q2-82 13-78L13-40H-11Z" fill="${shirt}"/><path d="M-9-74l-12 26 5 2 11-20zM12-74l8 28-5 2-7-22z" fill="${shirt}"/>`;
    case 'hike':
      return `${person('walk', color, shirt)}<rect x="-24" y="-80" width="14" height="32" rx="5" fill="${darken(shirt, 0.35)}"/><path d="M20-50L30 0" stroke="${color}" stroke-width="2.5"/>`;
    case 'plant':
      return `<circle cx="20" cy="-54" r="9" fill="${color}"/><path d="M-18-54Q0-66 14-58L16-44Q2-38-10-38Z" fill="${shirt}"/><path d="M-16-40L-4-38 0 0h-8l-4-24-10 24h-8Z" fill="${color}"/><path d="M10-48L24-16 30-14 16-50Z" fill="${shirt}"/><path d="M26 0v-10" stroke="#15803d" stroke-width="3"/><path d="M26-10c-7-2-9-8-7-12 5 0 7 5 7 12zM26-8c7-2 9-8 7-12-5 0-7 5-7 12z" fill="#16a34a"/>`;
    case 'rake':
      return `${person('stand', color, shirt)}<path d="M14-60L40 0M30 2h22" stroke="#78350f" stroke-width="3"/><path d="M12-64l8 10" stroke="${shirt}" stroke-width="8"/>`;
    case 'point':
      return `${head(0, -90)}<path d="M-8-42h6v42h-7zM2-42h6l1 42h-7z" fill="${color}"/><path d="M-12-78Q0-82 12-78L14-40H-14Z" fill="${shirt}"/><path d="M10-76L40-96 42-90 14-66Z" fill="${shirt}"/><path d="M-12-76l-5 32h5z" fill="${shirt}"/>`;
  }
}

/** A snorkeler seen from the side, floating face down. */
export function snorkeler(suit = '#0f172a', accent = '#facc15'): string {
  return `<path d="M-60-6Q-20-18 30-12Q46-10 50-4Q30 4-20 2Z" fill="${suit}"/><circle cx="56" cy="-8" r="9" fill="${suit}"/><rect x="54" y="-6" width="10" height="6" rx="2" fill="#7dd3fc"/><path d="M60-14V-34" stroke="${accent}" stroke-width="3"/><path d="M-60-6L-92-18-88-2ZM-58 0L-90 8-84-6Z" fill="${accent}"/><path d="M10-10L30 14" stroke="${suit}" stroke-width="6"/><rect x="4" y="10" width="30" height="18" rx="3" fill="#fde68a"/>`;
}

export function giraffe(coat = '#d97706', patch = '#7c2d12'): string {
  return `<path d="M-30-90Q-30-104-14-106H26Q40-104 40-90V-80Q40-74 30-74H-22Q-30-74-30-82Z" fill="${coat}"/><path d="M26-100L52-196 62-192 42-92Z" fill="${coat}"/><path d="M50-196Q58-208 74-200L78-192Q70-188 60-186Z" fill="${coat}"/><path d="M56-206l-2-8M62-208l1-8" stroke="${patch}" stroke-width="2.5"/><path d="M-24-76h6V0h-6zM-10-76h6V0h-6zM20-76h6V0h-6zM32-76h6V0h-6z" fill="${coat}"/><path d="M-30-94l-14 40" stroke="${coat}" stroke-width="3"/><g fill="${patch}"><circle cx="-16" cy="-92" r="5"/><circle cx="0" cy="-96" r="5"/><circle cx="16" cy="-90" r="5"/><circle cx="30" cy="-94" r="4"/><circle cx="-4" cy="-82" r="4"/><circle cx="40" cy="-130" r="4"/><circle cx="48" cy="-160" r="3.5"/><circle cx="36" cy="-112" r="4"/></g>`;
}

export function elephant(skin = '#6b7280'): string {
  return `<path d="M-70-30Q-76-92-20-96Q30-98 44-80Q60-78 70-60Q80-40 78-10L72-10Q72-36 64-44Q60-30 56-34V0H40V-30H-10V0H-26V-26Q-40-20-54-24V0H-70Z" fill="${skin}"/><path d="M30-84Q16-80 18-50Q30-40 44-48Q50-70 30-84Z" fill="${darken(skin, 0.15)}"/><path d="M66-48q14 4 18-6" stroke="#fafaf9" stroke-width="4" fill="none"/><circle cx="56" cy="-66" r="2.5" fill="#1f2937"/><path d="M-70-60q-8 20-4 34" stroke="${skin}" stroke-width="3" fill="none"/>`;
}

/** Silverback knuckle-walking: shoulders high, silver saddle on the back, crested head low. */
export function gorilla(fur = '#1c1917'): string {
  return `<path d="M-62 0L-60-34Q-64-58-40-64Q-4-82 30-90Q52-94 62-80L66-84Q80-88 84-74Q88-60 80-52L74-50Q70-46 64-48L62 0H46L42-34Q22-38 2-34H-22L-26 0H-42L-44-26Q-52-24-54 0Z" fill="${fur}"/><path d="M-44-60Q-10-76 24-86Q6-70-36-56Z" fill="${lighten(fur, 0.55)}"/><path d="M64-80Q70-96 80-84Z" fill="${fur}"/><circle cx="77" cy="-68" r="2" fill="#d6d3d1"/><path d="M46 0L42-34" stroke="${darken(fur, 0.4)}" stroke-width="2"/>`;
}

export function cow(coat = '#fafaf9', spots = '#292524'): string {
  return `<path d="M-44-52H30Q40-52 40-42V-26H-44Q-50-26-50-36V-44Q-50-52-44-52Z" fill="${coat}"/><path d="M30-54Q44-62 54-52L56-40Q50-34 40-38Z" fill="${coat}"/><path d="M36-58l-6-8M48-58l6-8" stroke="#e7e5e4" stroke-width="3"/><path d="M-40-26h7V0h-7zM-28-26h7V0h-7zM16-26h7V0h-7zM28-26h7V0h-7z" fill="${coat}"/><path d="M-30-52q10 10 0 20-12 0-12-10t12-10zM6-52q12 8 4 18-14-2-14-10 0-6 10-8z" fill="${spots}"/><path d="M-50-44q-8 10-4 24" stroke="${coat}" stroke-width="2" fill="none"/><path d="M-10-26q4 6 8 0" fill="#fda4af"/>`;
}

export function sheep(wool = '#f5f5f4'): string {
  return `<path d="M-16-18h4V0h-4zM8-18h4V0H8z" fill="#292524"/><g fill="${wool}"><circle cx="-12" cy="-26" r="11"/><circle cx="2" cy="-30" r="12"/><circle cx="14" cy="-24" r="10"/><circle cx="-2" cy="-18" r="10"/></g><ellipse cx="24" cy="-28" rx="7" ry="9" fill="#292524"/>`;
}

export function bison(fur = '#44291a'): string {
  return `<path d="M-60-40Q-62-60-40-62L10-70Q30-86 50-70Q62-60 64-40Q66-24 56-20H50V0H40V-20H-30V0H-40V-22Q-60-24-60-40Z" fill="${fur}"/><path d="M10-70Q30-86 50-70Q62-60 64-40Q66-24 56-20Q40-30 30-26Q10-40 10-70Z" fill="${darken(fur, 0.3)}"/><path d="M52-60q8-6 4-14" stroke="#d6d3d1" stroke-width="3" fill="none"/><path d="M-60-42l-10 20" stroke="${fur}" stroke-width="3"/>`;
}

export function kangaroo(fur = '#9a3412'): string {
  return `<path d="M-6-70Q-2-82 8-84L12-94 16-86Q24-82 22-76L12-72Q14-56 8-44Q20-30 16-8L30-2 32 0H4Q-4-20-14-30Q-30-24-56 6L-58 2Q-40-22-22-44Q-20-60-6-70Z" fill="${fur}"/><path d="M12-56l10 8" stroke="${fur}" stroke-width="3"/>`;
}

/** Sea turtle swimming, seen from above at an angle. */
export function turtle(shell = '#65a30d'): string {
  return `<ellipse cx="0" cy="-20" rx="34" ry="22" fill="${shell}"/><path d="M-14-34l10 10-10 10M6-36l10 12-10 12" stroke="${darken(shell, 0.3)}" stroke-width="2" fill="none"/><ellipse cx="42" cy="-22" rx="12" ry="8" fill="#a3a36b"/><path d="M10-38Q30-60 40-56Q30-44 18-36ZM10-2Q30 18 40 14Q30 2 18-4ZM-28-32l-14-10 6 16zM-28-8l-14 8 14 0z" fill="#a3a36b"/>`;
}

/** A small shoal of fish. */
export function fishes(color = '#facc15', count = 6): string {
  let body = '';
  for (let i = 0; i < count; i++) {
    const x = (i % 3) * 26 - 26 + (i > 2 ? 12 : 0);
    const y = Math.floor(i / 3) * 18;
    body += `<path d="M${x - 10} ${y}Q${x} ${y - 7} ${x + 10} ${y}Q${x} ${y + 7} ${x - 10} ${y}ZM${x - 10} ${y}l-7-5v10z" fill="${color}"/>`;
  }
  return body;
}

export function bee(): string {
  return `<ellipse cx="-4" cy="-10" rx="7" ry="5" fill="#e0f2fe" opacity=".9"/><ellipse cx="4" cy="-11" rx="6" ry="4" fill="#e0f2fe" opacity=".9"/><ellipse cx="0" cy="0" rx="10" ry="6" fill="#facc15"/><path d="M-4-5v10M2-6v12" stroke="#1c1917" stroke-width="2.5"/><circle cx="10" cy="0" r="3.5" fill="#1c1917"/>`;
}

export function deer(coat = '#92400e'): string {
  return `<path d="M-36-50Q-36-62-20-62H16L30-80 38-76 28-56Q26-44 18-44H-30Z" fill="${coat}"/><path d="M-30-46h5V0h-5zM-18-46h5V0h-5zM6-46h5V0H6zM16-46h5V0h-5z" fill="${coat}"/><path d="M32-78l-8-20M32-78l6-20M28-92l-8-4M36-92l6-6" stroke="${darken(coat, 0.3)}" stroke-width="2.5" fill="none"/>`;
}

export function horse(coat = '#78350f'): string {
  return `<path d="M-40-50Q-40-64-24-64H18L34-86Q44-88 46-80L40-60Q38-48 26-46H-34Q-40-46-40-50Z" fill="${coat}"/><path d="M-34-48h5V0h-5zM-22-48h5V0h-5zM12-48h5V0h-5zM22-48h5V0h-5z" fill="${coat}"/><path d="M-40-56Q-52-40-50-20" stroke="${darken(coat, 0.4)}" stroke-width="5" fill="none"/><path d="M18-64L34-86" stroke="${darken(coat, 0.4)}" stroke-width="5"/>`;
}

export function camel(coat = '#b45309'): string {
  return `<path d="M-44-50Q-40-80-20-70Q-10-90 8-70Q20-74 28-60L44-84Q52-90 58-84L60-76 50-74 36-50Q30-40 20-40H-36Q-46-40-44-50Z" fill="${coat}"/><path d="M-34-42h5V0h-5zM-24-42h5V0h-5zM10-42h5V0h-5zM20-42h5V0h-5z" fill="${coat}"/>`;
}

/** Vulture or eagle gliding, wings spread. */
export function raptor(color = '#292524'): string {
  return `<path d="M0 0Q-20-10-60-4Q-30-18-8-12L0-16 8-12Q30-18 60-4Q20-10 0 0Z" fill="${color}"/>`;
}

/** Felucca: a Nile sailing boat with a tall raked lateen sail. */
export function felucca(sail = '#fafaf9', hull = '#7c2d12'): string {
  return `<path d="M-50-10H52Q44 4 30 6H-34Q-46 2-50-10Z" fill="${hull}"/><path d="M-4-10V-60" stroke="#44403c" stroke-width="2.5"/><path d="M-46-4L44-118" stroke="#44403c" stroke-width="2.5"/><path d="M-40-12L42-112Q34-60 30-14Z" fill="${sail}"/><path d="M-40-12L42-112Q30-60 28-14Z" fill="${darken(sail, 0.08)}" opacity=".6"/><path d="M-50 8H52" stroke="#ffffff" stroke-opacity=".5" stroke-width="2"/>`;
}

export function sailboat(sail = '#ffffff', hull = '#1e3a8a'): string {
  return `<path d="M-40-8H44Q36 4 26 6H-30Q-38 2-40-8Z" fill="${hull}"/><path d="M0-8V-96" stroke="#334155" stroke-width="2"/><path d="M2-92L40-14H2Z" fill="${sail}"/><path d="M-2-84L-32-14H-2Z" fill="${darken(sail, 0.08)}"/>`;
}

/** Small fishing boat with a wheelhouse. */
export function fishingBoat(hull = '#0369a1', cabin = '#fafaf9'): string {
  return `<path d="M-44-14H46L38 4H-36Z" fill="${hull}"/><path d="M-44-14H46V-10H-44Z" fill="${lighten(hull, 0.5)}"/><rect x="4" y="-34" width="24" height="20" fill="${cabin}"/><rect x="9" y="-30" width="8" height="7" fill="#1e293b"/><path d="M-20-14V-50M-20-50L10-30" stroke="#44403c" stroke-width="2" fill="none"/>`;
}

/** Maltese luzzu: bright striped hull, upright stem posts and the Eye of Osiris. */
export function luzzu(): string {
  return `<path d="M-50-22L-44 6H44L50-22Z" fill="#2563eb"/><path d="M-48-14H48V-8H-48Z" fill="#facc15"/><path d="M-47-6H47V-2H-47Z" fill="#dc2626"/><path d="M-50-22l-4-14h6l4 14zM50-22l4-14h-6l-4 14z" fill="#dc2626"/><ellipse cx="-36" cy="-17" rx="6" ry="3" fill="#ffffff"/><circle cx="-36" cy="-17" r="2" fill="#1e293b"/><rect x="-10" y="-32" width="24" height="10" fill="#f8fafc"/>`;
}

/** Douro rabelo: flat-bottomed wine boat with a square sail and port barrels. */
export function rabelo(): string {
  return `<path d="M-70-14H60Q70-14 74-24L70 0H-60Q-72-2-70-14Z" fill="#78350f"/><path d="M-2-14V-96" stroke="#44403c" stroke-width="3"/><rect x="-30" y="-92" width="56" height="60" fill="#f5f5f4"/><path d="M-30-62h56" stroke="#b91c1c" stroke-width="6"/><g fill="#92400e"><ellipse cx="-50" cy="-20" rx="8" ry="6"/><ellipse cx="-34" cy="-20" rx="8" ry="6"/><ellipse cx="22" cy="-20" rx="8" ry="6"/><ellipse cx="38" cy="-20" rx="8" ry="6"/></g><path d="M-60-24L-80-34" stroke="#44403c" stroke-width="3"/>`;
}

export function bicycle(frame = '#dc2626'): string {
  return `<g fill="none" stroke="#1f2937" stroke-width="3"><circle cx="-24" cy="-16" r="16"/><circle cx="24" cy="-16" r="16"/></g><path d="M-24-16L-6-44H16L24-16M-6-44L2-16-24-16M2-16L16-44M-10-50h10M14-50l4 6" stroke="${frame}" stroke-width="3.5" fill="none"/>`;
}
