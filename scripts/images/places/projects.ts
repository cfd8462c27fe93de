// One scene per project on /current-projects, keyed by the slug of its title.
// File name: images/projects/<slug>.svg.
import * as b from '../parts/buildings.ts';
import * as l from '../parts/life.ts';
import * as p from '../parts/plants.ts';
import * as s from '../parts/land-and-sky.ts';
import type { Scene } from '../scene.ts';
import { day, warm } from './countries.ts';

const { at } = b;

/** Rows of saplings freshly planted, in perspective. */
export function saplings(
  x0: number,
  y0: number,
  cols: number,
  rowsCount: number,
  dx: number,
  dy: number,
  color = '#3f8a3a',
): string {
  let body = '';
  for (let r = 0; r < rowsCount; r++)
    for (let c = 0; c < cols; c++) {
      const scale = 0.7 + r * 0.15;
      body += `<path transform="translate(${x0 + c * dx * scale + r * 6} ${y0 + r * dy}) scale(${scale.toFixed(2)})" d="M0 0V-14M0-12c-6-2-8-8-6-12 5 0 6 6 6 12zM0-10c6-2 8-8 6-12-5 0-6 6-6 12z" stroke="${color}" fill="${color}" stroke-width="2"/>`;
    }
  return body;
}

export const projectScenes: Record<string, Scene> = {
  'sundarbans-mangrove-restoration': {
    alt: 'Villagers planting mangrove saplings on a Sundarbans mudflat, stilt houses and a wooden boat on the tidal river',
    layers: [
      s.sky({ stops: ['#9cc4d8', '#e2e6d8', '#f4ead0'] }),
      p.treeline({ y: 250, color: '#3f6a3a', kind: 'round', from: -20, to: 820, size: 30 }),
      s.water({ y: 285, color: '#9a9a7a', deep: '#6a6a4a', bottom: 380, glints: 16 }),
      at(640, 300, 0.9, b.stiltHouse()),
      at(740, 300, 0.7, b.stiltHouse('#b45309', '#a8a29e')),
      at(
        380,
        330,
        0.9,
        '<path d="M-60-8H60Q54 4 40 6H-44Q-56 2-60-8Z" fill="#5b3a1e"/><path d="M-30-8Q0-30 30-8" fill="#a16207"/>',
      ),
      p.trees({ kind: 'mangrove', count: 4, from: -20, to: 200, y: [300, 340], size: [90, 120], color: '#2f6a2a' }),
      at(0, 0, 1, '<path d="M-10 370Q400 350 810 380V500H-10Z" fill="#6b5a3a"/>'),
      at(0, 0, 1, saplings(260, 400, 8, 3, 60, 30)),
      at(200, 480, 1, l.person('plant', '#1f2937', '#db2777')),
      at(520, 470, 0.95, l.person('plant', '#1f2937', '#f59e0b'), true),
      at(650, 480, 1, l.person('stand', '#1f2937', '#0f766e')),
    ],
  },
  'revive-tschlin-village-programme': {
    alt: 'Whitewashed Engadine houses of Tschlin on a sunny slope, guests restoring old farming terraces below the village',
    layers: [
      s.sky({ stops: day }),
      s.ridge({ base: 240, top: 60, peaks: 4, color: '#7a8698', snowline: 130 }),
      p.treeline({ y: 220, color: '#24502e', from: -20, to: 820, size: 34 }),
      s.hills({ base: 300, amplitude: 40, color: '#6aa84f' }),
      at(260, 290, 0.9, b.engadineHouse()),
      at(380, 280, 1, b.engadineHouse('#f0e6d2')),
      at(500, 292, 0.85, b.engadineHouse()),
      at(430, 230, 0.7, b.churchSpire('#f5f0e6', '#57534e')),
      s.terraces({ top: 320, bottom: 460, colors: ['#8ab06a', '#9ab85a', '#7aa84f'], wall: '#a8a29e', steps: 4 }),
      at(200, 400, 0.85, l.person('rake', '#1f2937', '#dc2626')),
      at(560, 440, 0.9, l.person('plant', '#1f2937', '#2563eb')),
      at(640, 380, 0.7, l.person('stand', '#1f2937', '#f59e0b')),
    ],
  },
  'alpine-meadow-guardians': {
    alt: 'Travelers and a Tyrolean farmer raking hay on a flower-rich mountain meadow below the Alps',
    layers: [
      s.sky({ stops: day }),
      s.ridge({ base: 260, top: 50, peaks: 5, color: '#6b7a90', snowline: 140 }),
      p.treeline({ y: 240, color: '#234a2e', from: -20, to: 820, size: 34 }),
      at(0, 0, 1, '<path d="M-10 300Q300 250 810 330V500H-10Z" fill="#7ab55a"/>'),
      p.flowers({
        top: 300,
        bottom: 500,
        colors: ['#fde047', '#ffffff', '#f472b6', '#a78bfa', '#fb923c'],
        count: 180,
        size: 4,
      }),
      at(640, 340, 0.9, b.chalet()),
      at(250, 450, 1.1, l.person('rake', '#1f2937', '#b91c1c')),
      at(400, 470, 1.1, l.person('rake', '#1f2937', '#0f766e')),
      at(520, 430, 0.8, b.haystack('#d4a72c')),
    ],
  },
  'red-sea-reef-guardians': {
    alt: 'Desert mountains of Marsa Alam above the shore; below the surface snorkelers survey a coral reef full of fish',
    layers: [
      s.sky({ stops: ['#5aa0d6', '#cfe0e4', '#f6dfb0'], horizon: 0.3 }),
      s.ridge({ base: 150, top: 60, peaks: 5, color: '#b5835a', rough: 0.7, shade: 0.2 }),
      at(0, 0, 1, '<path d="M-10 140H810V160H-10Z" fill="#e8c98a"/>'),
      s.underwater({ surface: 160, top: '#22b8cf', deep: '#0b4f7a', floor: '#e9d3a0', floorY: 440 }),
      p.corals({ y: 440, colors: ['#f472b6', '#fb923c', '#a78bfa', '#facc15', '#f87171'], count: 14 }),
      at(300, 260, 1, l.snorkeler()),
      at(560, 230, 0.8, l.snorkeler('#0f172a', '#22d3ee'), true),
      at(620, 340, 1, l.fishes('#facc15')),
      at(160, 360, 0.9, l.fishes('#fb923c', 5)),
      at(420, 390, 0.8, l.fishes('#38bdf8', 6)),
    ],
  },
  'bwindi-community-forest-corridor': {
    alt: 'Villagers planting native trees between tea gardens and the misty Bwindi rainforest, where a gorilla feeds at the edge',
    layers: [
      s.sky({ stops: ['#9fb8c0', '#d6e0d8', '#eef0e4'] }),
      s.hills({ base: 220, amplitude: 40, color: '#5f8a6a' }),
      s.mist({ y: 220, height: 50, opacity: 0.6 }),
      p.treeline({ y: 230, color: '#2f5a36', kind: 'round', from: -20, to: 440, size: 40 }),
      s.rows({ top: 290, colors: ['#5aa03a', '#3f7a25'], count: 26, vanishX: 640, left: 300 }),
      p.trees({
        kind: 'tropical',
        count: 5,
        from: -20,
        to: 300,
        y: [300, 380],
        size: [120, 160],
        color: ['#1f5a2a', '#2f6a30'],
      }),
      at(0, 0, 1, saplings(320, 420, 6, 2, 60, 40, '#2f7a2a')),
      at(140, 420, 0.9, l.gorilla()),
      at(420, 480, 1, l.person('plant', '#1f2937', '#f59e0b')),
      at(560, 470, 1, l.person('stand', '#1f2937', '#dc2626')),
    ],
  },
  'slovenian-pollinator-pathways': {
    alt: 'A Slovenian apiary with painted hive fronts beside a wildflower meadow full of bees, the Julian Alps behind',
    layers: [
      s.sky({ stops: warm }),
      s.ridge({ base: 260, top: 70, peaks: 5, color: '#8794a8', snowline: 140 }),
      p.treeline({ y: 240, color: '#24502e', from: -20, to: 820, size: 34 }),
      s.hills({ base: 320, amplitude: 30, color: '#7ab55a' }),
      at(300, 380, 1.9, b.apiary()),
      p.flowers({
        top: 330,
        bottom: 500,
        colors: ['#fde047', '#ffffff', '#f472b6', '#a78bfa', '#fb923c'],
        count: 160,
        size: 4,
      }),
      at(560, 300, 1.4, l.bee()),
      at(620, 360, 1.2, l.bee()),
      at(700, 280, 1, l.bee()),
      at(650, 470, 1, l.person('point', '#1f2937', '#f8fafc'), true),
    ],
  },
};
