// General scenes behind page heroes and as the fallback photo of an activity without one. They
// keep the names pages have always used: images/<name>.svg.
import * as b from '../parts/buildings.ts';
import * as l from '../parts/life.ts';
import * as p from '../parts/plants.ts';
import * as s from '../parts/land-and-sky.ts';
import type { Scene } from '../scene.ts';
import { day, warm } from './countries.ts';

const { at } = b;

export const siteScenes: Record<string, Scene> = {
  mountains: {
    alt: 'Snow-capped mountains above a green alpine valley with spruce forest and a meadow',
    layers: [
      s.sky({ stops: day }),
      s.clouds({ count: 2, top: 40, bottom: 80 }),
      s.ridge({ base: 280, top: 50, peaks: 5, color: '#6b7a90', snowline: 150 }),
      p.treeline({ y: 260, color: '#24452c', from: -20, to: 820, size: 36 }),
      s.hills({ base: 360, amplitude: 40, color: '#5f9a45' }),
      s.ground({ y: 420, color: '#79b55a', tilt: 6 }),
      p.trees({ kind: 'spruce', count: 4, from: -20, to: 140, y: [420, 490], size: [120, 170], color: '#1c3d26' }),
    ],
  },
  forest: {
    alt: 'A mixed forest of spruce and broadleaf trees along a clear stream',
    layers: [
      s.sky({ stops: ['#8fc0d8', '#d6e8e0', '#eef3e6'] }),
      p.treeline({ y: 200, color: '#3f6a48', from: -20, to: 820, size: 50 }),
      s.ground({ y: 300, color: '#4d7c3a' }),
      s.river({ fromX: 420, fromY: 300, toX: 360, widthTop: 10, widthBottom: 200, color: '#5a9ab0', swing: 50 }),
      p.trees({
        kind: ['spruce', 'broadleaf'],
        count: 14,
        from: -20,
        to: 820,
        y: [310, 480],
        size: [100, 200],
        color: ['#1f4d2c', '#2f6a2a', '#3f7a30'],
      }),
    ],
  },
  coast: {
    alt: 'A Mediterranean cove with turquoise water, a white village on the headland and a sailing boat',
    layers: [
      s.sky({ stops: ['#3f8fd8', '#9fd0f0', '#eaf5fb'] }),
      s.water({ y: 270, color: '#2aa0c0', deep: '#135f8a', glints: 24 }),
      s.cliffs({ side: 'right', topY: 240, edgeX: 560, color: '#c9a06a', grass: '#6b8a3a', bottom: 420 }),
      b.town({
        from: 580,
        to: 820,
        y: 240,
        walls: ['#ffffff', '#f8fafc'],
        roofs: ['#c2602e'],
        kinds: ['hip', 'flat'],
        height: [18, 28],
        width: [20, 30],
      }),
      at(300, 380, 1, l.sailboat()),
      s.ground({ y: 440, color: '#ecd6a6', tilt: 8 }),
    ],
  },
  village: {
    alt: 'A European village of pale houses and a church spire among green hills and orchards',
    layers: [
      s.sky({ stops: warm }),
      s.hills({ base: 260, amplitude: 40, color: '#8fb07a' }),
      b.town({
        from: 120,
        to: 700,
        y: 330,
        walls: ['#f5efe2', '#e9d3b0', '#f3e6cc'],
        roofs: ['#b45309', '#7c2d12'],
        height: [30, 46],
        width: [34, 50],
      }),
      at(420, 300, 1, b.churchSpire('#f5efe2', '#57534e')),
      s.ground({ y: 330, color: '#7aa84f' }),
      p.trees({
        kind: 'broadleaf',
        count: 6,
        from: -20,
        to: 820,
        y: [360, 460],
        size: [70, 110],
        color: ['#3f6b2a', '#4d7c2f'],
      }),
    ],
  },
  fields: {
    alt: 'Patchwork farm fields and hedgerows under a wide sky, a farmhouse among trees',
    layers: [
      s.sky({ stops: day }),
      s.clouds({ count: 3, top: 40, bottom: 110 }),
      s.hills({ base: 280, amplitude: 30, color: '#8fb07a' }),
      at(560, 290, 0.8, b.house({ w: 90, h: 30, wall: '#f5efe2', roof: '#9f1d1d' })),
      p.trees({ kind: 'broadleaf', count: 4, from: 460, to: 700, y: [290, 296], size: [40, 60], color: '#3f6b2a' }),
      s.rows({ top: 310, colors: ['#d4b65a', '#8ab06a', '#b8a04a', '#6f9a45'], count: 14, vanishX: 420 }),
    ],
  },
  wetlands: {
    alt: 'A reed-fringed wetland lake with water lilies and a heron at dawn',
    layers: [
      s.sky({ stops: ['#f6c28b', '#f7dfc0', '#dfeaf0'] }),
      p.treeline({ y: 260, color: '#4a6a50', kind: 'round', from: -20, to: 820, size: 30 }),
      s.water({ y: 290, color: '#8fb0c0', deep: '#4a7a8a', glints: 24, glint: '#fde7c8' }),
      p.tufts({ top: 400, bottom: 500, color: '#7a8a3a', count: 80, tall: 60 }),
      at(
        600,
        380,
        1,
        '<path d="M0 0V-40M6 0V-40" stroke="#44403c" stroke-width="2"/><ellipse cx="4" cy="-50" rx="20" ry="12" fill="#9ca3af"/><path d="M18-54Q28-80 20-90L30-92" stroke="#9ca3af" stroke-width="5" fill="none"/>',
      ),
    ],
  },
  ocean: {
    alt: 'Open ocean under a bright sky, a whale’s tail rising from the waves',
    layers: [
      s.sky({ stops: ['#3f8fd8', '#9fd0f0', '#eaf5fb'] }),
      s.clouds({ count: 3, top: 40, bottom: 120 }),
      s.water({ y: 260, color: '#2a8fc0', deep: '#0b3f6e', glints: 40 }),
      at(
        420,
        380,
        1.4,
        '<path d="M0 0Q-4-30 0-50Q-30-60-50-84Q-20-80 0-64Q20-80 50-84Q30-60 0-50Q4-30 0 0Z" fill="#1e293b"/><path d="M-40 0Q0-10 40 0" stroke="#f8fafc" stroke-width="3" fill="none"/>',
      ),
    ],
  },
};
