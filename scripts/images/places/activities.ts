// One scene per demo activity and built-in sample activity, keyed by the slug of its title
// (shared/src/rules/slug.ts): the work or visit the title names, in its place.
// File name: images/activities/<slug>.svg.
import * as b from '../parts/buildings.ts';
import * as d from '../parts/details.ts';
import * as m from '../parts/landmarks.ts';
import * as l from '../parts/life.ts';
import * as p from '../parts/plants.ts';
import * as s from '../parts/land-and-sky.ts';
import type { Layer, Scene } from '../scene.ts';
import { place } from '../svg.ts';
import { day, dusk, warm } from './countries.ts';
import { saplings } from './projects.ts';

const { at } = b;

/** A small group of people side by side, each with a pose and a shirt colour. */
function crew(x: number, y: number, scale: number, members: readonly (readonly [l.Pose, string])[], gap = 70): Layer {
  return () =>
    members
      .map(([pose, shirt], i) =>
        place(x + i * gap * scale, y + (i % 2) * 8 * scale, scale, l.person(pose, '#1f2937', shirt), i % 2 === 1),
      )
      .join('');
}

const alps = (snowline = 140) => s.ridge({ base: 260, top: 60, peaks: 5, color: '#7d8aa0', snowline });
const meadowFlowers = p.flowers({
  top: 330,
  bottom: 500,
  colors: ['#fde047', '#ffffff', '#f472b6', '#a78bfa'],
  count: 120,
});

export const activityScenes: Record<string, Scene> = {
  // Slovenia, Austria
  'alpine-meadow-restoration-day': {
    alt: 'Volunteers scything and raking a hay meadow above Lake Bohinj, a Slovenian hayrack and the Julian Alps behind',
    layers: [
      s.sky({ stops: day }),
      alps(),
      p.treeline({ y: 240, color: '#234a2e', from: -20, to: 820, size: 34 }),
      s.water({ y: 285, color: '#3f9a8a', bottom: 305, glints: 8 }),
      at(0, 0, 1, '<path d="M-10 320Q400 290 810 330V500H-10Z" fill="#7ab55a"/>'),
      meadowFlowers,
      at(600, 370, 1.1, b.kozolec()),
      crew(170, 460, 1, [
        ['rake', '#15803d'],
        ['rake', '#b91c1c'],
        ['stand', '#1d4ed8'],
      ]),
    ],
  },
  'beekeeping-with-carniolan-bee-farmers': {
    alt: 'A beekeeper in white opening a hive beside a painted Slovenian apiary, bees over the flower borders',
    layers: [
      s.sky({ stops: warm }),
      s.ridge({ base: 250, top: 90, peaks: 4, color: '#8794a8', snowline: 150 }),
      p.treeline({ y: 230, color: '#2f5a36', kind: 'round', from: -20, to: 820, size: 34 }),
      s.ground({ y: 300, color: '#7ab55a' }),
      at(300, 390, 1.8, b.apiary()),
      p.flowers({ top: 400, bottom: 500, colors: ['#a78bfa', '#fde047', '#f472b6'], count: 90, size: 5 }),
      at(600, 460, 1.3, l.person('point', '#e7e5e4', '#f8fafc'), true),
      at(640, 300, 1.3, l.bee()),
      at(700, 350, 1.1, l.bee()),
      at(540, 250, 1, l.bee()),
    ],
  },
  'tyrolean-trail-repair-weekend-morning': {
    alt: 'Alpine Club volunteers with picks and shovels repairing a stone-stepped mountain trail above Innsbruck in morning light',
    layers: [
      s.sky({ stops: ['#f6c28b', '#cfe0ea', '#eef3f6'], horizon: 0.5 }),
      s.ridge({ base: 250, top: 60, peaks: 5, color: '#6b7a90', snowline: 140 }),
      at(0, 0, 1, '<path d="M-10 230L820 330V500H-10Z" fill="#6aa84f"/>'),
      p.trees({ kind: 'spruce', count: 8, from: 560, to: 820, y: [300, 360], size: [60, 100], color: '#1f4d2c' }),
      at(
        0,
        0,
        1,
        d.trail(
          [
            [120, 250],
            [260, 300],
            [300, 360],
            [420, 400],
            [460, 500],
          ],
          '#c9b99a',
          30,
        ),
      ),
      at(
        0,
        0,
        1,
        '<g fill="#8a8f98"><rect x="282" y="330" width="40" height="8"/><rect x="380" y="384" width="50" height="10"/><rect x="436" y="440" width="56" height="12"/></g>',
      ),
      crew(
        300,
        440,
        1,
        [
          ['rake', '#b91c1c'],
          ['stand', '#f59e0b'],
        ],
        90,
      ),
      at(560, 480, 1, l.person('rake', '#1f2937', '#1d4ed8'), true),
    ],
  },
  'alpine-meadow-restoration': {
    alt: 'Mountain farmers and guests clearing scrub and rebuilding a dry-stone wall on a Tyrolean high pasture',
    layers: [
      s.sky({ stops: day }),
      alps(150),
      p.treeline({ y: 250, color: '#234a2e', from: -20, to: 820, size: 34 }),
      at(0, 0, 1, '<path d="M-10 300Q400 280 810 320V500H-10Z" fill="#79b55a"/>'),
      meadowFlowers,
      at(
        0,
        0,
        1,
        '<path d="M-10 430Q300 400 560 420" stroke="#9ca3af" stroke-width="16" stroke-dasharray="14 3" fill="none"/>',
      ),
      at(660, 380, 0.9, b.chalet()),
      crew(200, 470, 1, [
        ['rake', '#b91c1c'],
        ['plant', '#15803d'],
        ['stand', '#1d4ed8'],
      ]),
    ],
  },
  'farmstead-cheese-making': {
    alt: 'Wheels of mountain cheese on a table outside a shingled Bregenzerwald farmhouse, cows on the pasture behind',
    layers: [
      s.sky({ stops: day }),
      s.ridge({ base: 250, top: 100, peaks: 4, color: '#7d8aa0', rough: 0.4 }),
      s.hills({ base: 300, amplitude: 40, color: '#6aa84f' }),
      at(250, 340, 1.6, b.chalet('#7c4a22', '#e7e5e4')),
      at(560, 330, 0.7, l.cow('#b45309', '#fafaf9')),
      at(700, 320, 0.6, l.cow()),
      s.ground({ y: 380, color: '#79b55a' }),
      at(470, 470, 1.3, b.cheeseTable()),
      at(660, 470, 1, l.person('point', '#1f2937', '#f8fafc'), true),
    ],
  },
  // Egypt, Uganda
  'local-cairo-food-tour': {
    alt: 'A lantern-lit lane in old Cairo: a street-food cart and a guide with visitors, domes and minarets above',
    layers: [
      s.sky({ stops: dusk }),
      at(400, 280, 1.3, b.cairoSkyline('#a57f5f')),
      at(
        0,
        0,
        1,
        '<path d="M-10 100H200L260 360V500H-10ZM810 120H610L540 360V500H810Z" fill="#c59a6a"/><path d="M60 150h40v50H60zM60 240h40v50H60zM700 170h40v50h-40zM700 260h40v50h-40z" fill="#5b3a1e"/><path d="M260 360H540L640 500H160Z" fill="#b08a5a"/>',
      ),
      at(400, 200, 1, b.lanterns(480)),
      at(420, 440, 1.5, b.foodCart()),
      crew(
        220,
        470,
        1,
        [
          ['point', '#0f766e'],
          ['stand', '#f59e0b'],
        ],
        80,
      ),
      at(640, 480, 1, l.person('stand', '#1f2937', '#7c3aed'), true),
    ],
  },
  'relaxing-nile-felucca-sail': {
    alt: 'A felucca sailing the Nile at Aswan at sunset, palms on the bank and golden dunes on the far shore',
    layers: [
      s.sky({ stops: ['#f59e6b', '#f7c98a', '#fcecc8'] }),
      s.sun({ x: 560, y: 220, r: 34, color: '#fff3c4' }),
      s.dunes({ base: 280, height: 60, light: '#e8a85a', dark: '#c4823a' }),
      s.water({ y: 280, color: '#d98a5a', deep: '#5a4a6a', glints: 30, glint: '#fde68a' }),
      at(360, 420, 2, l.felucca('#fdf4e3', '#5b2a12')),
      p.trees({ kind: 'palm', count: 3, from: 650, to: 790, y: [440, 480], size: [140, 180], color: '#3a3a2a' }),
      at(0, 0, 1, '<path d="M600 500Q700 440 810 450V500Z" fill="#3a3a2a"/>'),
    ],
  },
  'source-of-the-nile-riverbank-planting': {
    alt: 'A youth group planting native trees on the bare bank of the Victoria Nile at Jinja, papyrus and a fishing canoe on the river',
    layers: [
      s.sky({ stops: ['#6aaad6', '#cfe4e0', '#eef2e0'] }),
      p.treeline({ y: 250, color: '#3f6a3a', kind: 'round', from: -20, to: 820, size: 34 }),
      s.water({ y: 285, color: '#4a7f8f', deep: '#2f5f6f', bottom: 380, glints: 20 }),
      at(260, 330, 0.9, d.canoe('#5b3a1e', '#facc15')),
      p.tufts({ top: 360, bottom: 385, from: 540, to: 800, color: '#4d7c2a', count: 30, tall: 40 }),
      at(0, 0, 1, '<path d="M-10 380Q400 360 810 390V500H-10Z" fill="#8a6a3a"/>'),
      at(0, 0, 1, saplings(120, 420, 7, 2, 80, 40, '#2f7a2a')),
      crew(
        240,
        480,
        1,
        [
          ['plant', '#dc2626'],
          ['stand', '#f59e0b'],
          ['plant', '#2563eb'],
        ],
        110,
      ),
    ],
  },
  'batwa-forest-heritage-walk': {
    alt: 'A Batwa guide leading visitors along the edge of the misty Bwindi Impenetrable Forest',
    layers: [
      s.sky({ stops: ['#9fb8a8', '#d6e0d0'] }),
      p.treeline({ y: 150, color: '#4a7a50', kind: 'round', from: -20, to: 820, size: 50 }),
      s.mist({ y: 210, height: 80, opacity: 0.6 }),
      p.trees({
        kind: 'tropical',
        count: 9,
        from: -20,
        to: 820,
        y: [250, 320],
        size: [130, 170],
        color: ['#2f5a2a', '#24502a', '#3f6a30'],
      }),
      s.ground({ y: 370, color: '#5a7a35' }),
      at(
        0,
        0,
        1,
        d.trail(
          [
            [820, 380],
            [500, 420],
            [300, 460],
            [100, 520],
          ],
          '#a08050',
          40,
        ),
      ),
      crew(
        300,
        470,
        1,
        [
          ['point', '#92400e'],
          ['hike', '#0f766e'],
          ['hike', '#dc2626'],
          ['hike', '#2563eb'],
        ],
        80,
      ),
      p.tufts({ top: 380, bottom: 500, color: '#3f6a25', count: 40, tall: 30 }),
    ],
  },
  // Spain, Portugal
  'dune-restoration-at-bolonia': {
    alt: 'Volunteers planting marram grass behind brushwood fences on the great dune of Bolonia, Roman ruins and the Atlantic beside',
    layers: [
      s.sky({ stops: ['#3f8fd8', '#9fd0f0', '#eaf5fb'] }),
      s.water({ y: 270, color: '#2a9fc0', deep: '#1678a8', glints: 20 }),
      at(
        620,
        500,
        1,
        '<path d="M-300 0Q-200-240 0-250Q120-240 240-160V0Z" fill="#f3e3bd"/><path d="M0-250Q120-240 240-160V0H60Q40-160 0-250Z" fill="#e2cc9a"/>',
      ),
      at(160, 330, 1, d.romanColumns()),
      at(0, 0, 1, '<path d="M-10 320Q300 300 500 330T810 360V500H-10Z" fill="#f0dcae"/>'),
      at(420, 390, 1.2, b.sandFence(260)),
      at(380, 450, 1.3, b.sandFence(320)),
      p.tufts({ top: 380, bottom: 480, from: 260, to: 560, color: '#7a8a3a', count: 40, tall: 20 }),
      crew(
        150,
        480,
        1,
        [
          ['plant', '#0ea5e9'],
          ['stand', '#f97316'],
        ],
        90,
      ),
    ],
  },
  'almadraba-fishing-heritage-walk': {
    alt: 'Retired tuna fishermen showing visitors the almadraba nets and boats on the harbour of Barbate, white houses behind',
    layers: [
      s.sky({ stops: ['#3f8fd8', '#9fd0f0', '#f5ead6'] }),
      b.town({
        from: -10,
        to: 820,
        y: 280,
        walls: ['#ffffff', '#f8fafc', '#fde68a'],
        roofs: ['#c2602e', '#f8fafc'],
        kinds: ['flat', 'hip'],
        height: [26, 44],
        width: [30, 46],
      }),
      s.water({ y: 280, color: '#2a8fc0', deep: '#135f8a', bottom: 370, glints: 16 }),
      at(200, 340, 1.2, l.fishingBoat('#1e3a8a', '#f8fafc')),
      at(520, 330, 1, l.fishingBoat('#b91c1c', '#f8fafc')),
      at(0, 0, 1, '<path d="M-10 370H810V500H-10Z" fill="#c9bfae"/>'),
      at(540, 470, 1.5, b.nets()),
      crew(
        160,
        480,
        1,
        [
          ['point', '#1e3a8a'],
          ['stand', '#f59e0b'],
          ['stand', '#0f766e'],
        ],
        80,
      ),
    ],
  },
  'ria-formosa-saltmarsh-restoration': {
    alt: 'Biologists and volunteers replanting cordgrass in the Ria Formosa saltmarsh, channels at low tide and flamingos beyond',
    layers: [
      s.sky({ stops: ['#5aa0d6', '#c7e3ef', '#f3efe0'] }),
      b.town({
        from: 500,
        to: 720,
        y: 250,
        walls: ['#ffffff', '#f8fafc'],
        roofs: ['#f8fafc', '#c2602e'],
        kinds: ['flat', 'hip'],
        height: [14, 22],
        width: [16, 22],
      }),
      s.ground({ y: 250, color: '#8a9a5a' }),
      at(
        0,
        0,
        1,
        '<path d="M-10 300Q200 290 360 320T810 300V340Q600 350 400 380T-10 360Z" fill="#7fb0c8"/><path d="M200 500Q300 420 500 400T810 420V500Z" fill="#7fb0c8"/>',
      ),
      p.tufts({ top: 260, bottom: 500, color: '#5a7a35', count: 80, tall: 16 }),
      at(
        620,
        280,
        0.5,
        '<path d="M0 0V-30M-4 0V-30" stroke="#f472b6" stroke-width="2"/><ellipse cx="0" cy="-40" rx="16" ry="10" fill="#f9a8d4"/><path d="M12-44Q20-70 10-76Q4-78 6-70" stroke="#f9a8d4" stroke-width="4" fill="none"/><path d="M60 0V-30M56 0V-30" stroke="#f472b6" stroke-width="2"/><ellipse cx="60" cy="-40" rx="16" ry="10" fill="#f9a8d4"/><path d="M72-44Q80-70 70-76Q64-78 66-70" stroke="#f9a8d4" stroke-width="4" fill="none"/>',
      ),
      crew(
        160,
        470,
        1,
        [
          ['plant', '#0f766e'],
          ['plant', '#f59e0b'],
        ],
        120,
      ),
      at(420, 460, 1, d.basket('#64748b')),
    ],
  },
  'seagrass-meadow-snorkel-survey': {
    alt: 'A snorkeler with a survey slate floating over a Posidonia seagrass meadow off Tarifa, fish among the blades',
    layers: [
      s.underwater({ top: '#4cc3d9', deep: '#0f5f7a', floor: '#d9c58a', floorY: 410 }),
      p.seagrass({ y: 430, color: '#2f7a3a', count: 90, tall: 90 }),
      p.seagrass({ y: 470, color: '#3f8a3a', count: 60, tall: 70 }),
      at(380, 180, 1.6, l.snorkeler()),
      at(620, 330, 1, l.fishes('#e2e8f0', 6)),
      at(160, 300, 0.8, l.fishes('#facc15', 5)),
    ],
  },
  'mangrove-planting-in-the-sundarbans': {
    alt: 'A village crew wading in tidal mud to plant mangrove saplings in the Sundarbans, mature mangroves behind',
    layers: [
      s.sky({ stops: ['#9cc4d8', '#e2e6d8', '#f4ead0'] }),
      p.treeline({ y: 240, color: '#3f6a3a', kind: 'round', from: -20, to: 820, size: 30 }),
      p.trees({
        kind: 'mangrove',
        count: 8,
        from: -20,
        to: 820,
        y: [290, 320],
        size: [90, 120],
        color: ['#2f6a2a', '#3f7a30'],
      }),
      at(
        0,
        0,
        1,
        '<path d="M-10 330Q400 320 810 340V500H-10Z" fill="#7a6a4a"/><path d="M-10 400Q300 380 810 410" stroke="#9a9a7a" stroke-width="20" fill="none" opacity=".6"/>',
      ),
      at(0, 0, 1, saplings(80, 380, 9, 3, 80, 36)),
      crew(
        180,
        480,
        1.1,
        [
          ['plant', '#db2777'],
          ['plant', '#f59e0b'],
          ['stand', '#0f766e'],
        ],
        120,
      ),
    ],
  },
  'weaving-cooperative-visit-in-kutch': {
    alt: 'Women of a Kutch weaving cooperative at a handloom outside round mud bhunga houses, embroidered cloth drying on a line',
    layers: [
      s.sky({ stops: ['#7fb3d5', '#e8dcc0', '#f6dfb0'] }),
      s.ground({ y: 290, color: '#e2c68a' }),
      at(160, 320, 1.4, b.bhunga()),
      at(330, 310, 1.1, b.bhunga('#f0dcb5', '#b45309')),
      at(620, 360, 1.6, b.textileLine()),
      at(300, 450, 1.6, b.loom('#b91c1c')),
      at(470, 470, 1, l.person('stand', '#1f2937', '#db2777')),
      at(150, 480, 1, l.person('point', '#1f2937', '#f59e0b')),
      p.trees({ kind: 'acacia', count: 1, from: 720, to: 760, y: 300, size: [70, 70], color: '#6b7a3a' }),
    ],
  },
  'glacier-watch-citizen-science-hike': {
    alt: 'Hikers with a guide recording a glacier’s retreat beside a marker pole, the ice tongue and peaks of the Bernese Oberland ahead',
    layers: [
      s.sky({ stops: ['#4a8ad0', '#a9cdec', '#eaf2f4'] }),
      s.ridge({
        base: 300,
        top: 60,
        peaks: 4,
        color: '#5b6474',
        snowline: 170,
        summits: [
          [100, 90],
          [250, 60],
          [600, 80],
          [740, 120],
        ],
      }),
      at(420, 320, 1.1, m.glacier()),
      at(
        0,
        0,
        1,
        '<path d="M-10 330Q400 300 810 340V500H-10Z" fill="#8a8a80"/><path d="M-10 420Q300 400 810 430V500H-10Z" fill="#6b6b62"/>',
      ),
      at(520, 380, 1.3, b.surveyPole()),
      crew(
        200,
        470,
        1,
        [
          ['hike', '#dc2626'],
          ['point', '#f59e0b'],
          ['hike', '#2563eb'],
        ],
        80,
      ),
    ],
  },
  'revive-tschlin': {
    alt: 'The village of Tschlin with its Engadine houses and bakery, guests carrying bread and tools up to the old terraces',
    layers: [
      s.sky({ stops: day }),
      s.ridge({ base: 240, top: 70, peaks: 4, color: '#7a8698', snowline: 130 }),
      p.treeline({ y: 220, color: '#24502e', from: -20, to: 820, size: 34 }),
      s.terraces({ top: 260, bottom: 360, colors: ['#8ab06a', '#9ab85a'], wall: '#a8a29e', steps: 4 }),
      at(170, 420, 1.3, b.engadineHouse()),
      at(400, 410, 1.4, b.engadineHouse('#f0e6d2')),
      at(630, 420, 1.2, b.engadineHouse()),
      at(0, 0, 1, '<path d="M-10 420H810V500H-10Z" fill="#a8a29e"/>'),
      crew(
        280,
        480,
        1,
        [
          ['walk', '#b45309'],
          ['stand', '#0f766e'],
        ],
        240,
      ),
      at(
        400,
        330,
        0.7,
        '<rect x="-30" y="-16" width="60" height="16" rx="3" fill="#92400e"/><path d="M-20-8h40" stroke="#fde68a" stroke-width="3" stroke-dasharray="6 4"/>',
      ),
    ],
  },
  // Nordic and Baltic
  'archipelago-reed-harvest-for-a-cleaner-baltic': {
    alt: 'A fishing family and guests cutting common reed from a bay in the Turku archipelago, granite islands with pines behind',
    layers: [
      s.sky({ stops: ['#7aaad6', '#c6dcea', '#eef2ea'] }),
      at(200, 270, 1, '<path d="M-220 0Q-100-36 0-38T220 0Z" fill="#7a7a72"/>'),
      p.trees({ kind: 'pine', count: 6, from: 40, to: 360, y: 250, size: [40, 56], color: '#2f4a2a' }),
      at(640, 280, 1, '<path d="M-160 0Q-80-24 0-26T160 0Z" fill="#6a6a64"/>'),
      p.trees({ kind: 'spruce', count: 5, from: 520, to: 760, y: 268, size: [30, 44], color: '#2a4535' }),
      s.water({ y: 280, color: '#4f86b0', deep: '#234d72', glints: 24 }),
      p.tufts({ top: 340, bottom: 480, from: -10, to: 520, color: '#b8a25a', count: 90, tall: 60 }),
      at(
        620,
        420,
        1.1,
        '<path d="M-60-8H60Q54 6 40 8H-44Q-56 4-60-8Z" fill="#f8fafc"/><path d="M-60-8H60" stroke="#1e3a8a" stroke-width="3"/><path d="M-30-10h50v-16h-50z" fill="#d4a72c"/>',
      ),
      crew(
        600,
        400,
        0.8,
        [
          ['rake', '#dc2626'],
          ['stand', '#facc15'],
        ],
        60,
      ),
      crew(240, 470, 1, [['rake', '#0f766e']]),
    ],
  },
  'nuuksio-forest-foraging-and-smoke-sauna': {
    alt: 'Foragers with baskets of bilberries and chanterelles among spruce and birch in Nuuksio, smoke rising from a lakeside sauna',
    layers: [
      s.sky({ stops: ['#8fb4d6', '#d4e2ea', '#f2efe2'] }),
      p.treeline({ y: 230, color: '#3e5a45', from: -20, to: 820, size: 34 }),
      s.water({ y: 270, color: '#6a8aa6', deep: '#3a5a76', bottom: 330, glints: 12 }),
      at(640, 320, 1, b.cottageRed()),
      at(656, 272, 1, d.smoke()),
      s.ground({ y: 330, color: '#5a7a3a' }),
      p.trees({
        kind: ['spruce', 'birch'],
        count: 3,
        from: -20,
        to: 200,
        y: [360, 420],
        size: [120, 170],
        color: ['#24402e', '#7aa356'],
      }),
      p.trees({
        kind: ['spruce', 'birch'],
        count: 2,
        from: 730,
        to: 820,
        y: [380, 420],
        size: [120, 170],
        color: ['#24402e', '#7aa356'],
      }),
      p.flowers({ top: 400, bottom: 500, colors: ['#1e3a8a', '#dc2626', '#f59e0b'], count: 60, size: 4 }),
      crew(
        240,
        480,
        1,
        [
          ['plant', '#b91c1c'],
          ['stand', '#0f766e'],
        ],
        100,
      ),
      at(420, 488, 1.2, d.basket('#1e3a8a')),
    ],
  },
  'sea-trout-stream-restoration-in-roslagen': {
    alt: 'Volunteers wading in a Roslagen stream laying gravel beds and boulders for spawning sea trout, red cottage and pines on the bank',
    layers: [
      s.sky({ stops: day }),
      p.treeline({ y: 240, color: '#2f4a35', from: -20, to: 820, size: 34 }),
      s.ground({ y: 280, color: '#6a9a45' }),
      at(600, 300, 0.8, b.cottageRed()),
      s.river({ fromX: 340, fromY: 290, toX: 380, widthTop: 16, widthBottom: 420, color: '#5a8aa0', swing: 40 }),
      at(
        0,
        0,
        1,
        '<g fill="#9ca3af"><ellipse cx="300" cy="420" rx="26" ry="14"/><ellipse cx="460" cy="450" rx="30" ry="16"/><ellipse cx="380" cy="380" rx="18" ry="10"/></g><g fill="#d6c7a6"><ellipse cx="360" cy="480" rx="60" ry="10"/></g>',
      ),
      crew(
        330,
        470,
        1,
        [
          ['rake', '#dc2626'],
          ['stand', '#facc15'],
        ],
        110,
      ),
      at(130, 380, 0.3, l.fishes('#9ca3af', 1)),
    ],
  },
  'soomaa-bog-rewetting-with-rangers': {
    alt: 'Rangers and volunteers building a peat dam across an old drainage ditch in Soomaa bog, pools and dwarf pines around',
    layers: [
      s.sky({ stops: ['#8fb4d6', '#d4e2ea', '#f2efe2'] }),
      p.treeline({ y: 260, color: '#3e5a45', from: -20, to: 820, size: 30 }),
      s.ground({ y: 290, color: '#a9a35b' }),
      at(620, 340, 1, '<ellipse rx="120" ry="14" fill="#2d3e4e"/>'),
      p.trees({ kind: 'pine', count: 7, from: 0, to: 800, y: [300, 360], size: [30, 60], color: '#3f5e3a' }),
      at(
        0,
        0,
        1,
        '<path d="M380 300L200 500H320L410 300Z" fill="#3a4a56"/><path d="M250 430H380" stroke="#6b4f2a" stroke-width="16"/>',
      ),
      p.tufts({ top: 300, bottom: 500, color: '#8a5a7a', count: 60, tall: 12 }),
      crew(
        400,
        460,
        1,
        [
          ['rake', '#3f6212'],
          ['plant', '#ea580c'],
          ['stand', '#1d4ed8'],
        ],
        90,
      ),
    ],
  },
  'kihnu-island-crafts-and-songs': {
    alt: 'Kihnu women in red striped skirts singing by a wooden farmhouse, mittens knitted on a bench, the island lighthouse beyond',
    layers: [
      s.sky({ stops: day }),
      s.water({ y: 260, color: '#5a8ab0', bottom: 290, glints: 10 }),
      at(660, 270, 1, d.lighthouse('#dc2626')),
      s.ground({ y: 285, color: '#8ab06a' }),
      p.trees({ kind: 'pine', count: 4, from: 420, to: 620, y: [280, 290], size: [60, 80], color: '#2f4a2a' }),
      at(250, 360, 1.5, b.house({ w: 120, h: 40, wall: '#8a6a4a', roof: '#6b7280', floors: 1, window: '#f8fafc' })),
      s.ground({ y: 400, color: '#7aa84f' }),
      crew(
        360,
        470,
        1,
        [
          ['stand', '#dc2626'],
          ['stand', '#b91c1c'],
          ['point', '#dc2626'],
          ['stand', '#1d4ed8'],
        ],
        70,
      ),
      at(
        0,
        0,
        1,
        '<path d="M350 440h20M352 448h16M420 448h20M422 456h16M490 440h20M492 448h16" stroke="#facc15" stroke-width="3"/>',
      ),
      at(160, 470, 1, b.bench()),
      at(
        150,
        442,
        0.6,
        '<path d="M-10 0v-20a8 8 0 0 1 16 0V0z" fill="#dc2626"/><path d="M10 0v-20a8 8 0 0 1 16 0V0z" fill="#1d4ed8"/>',
      ),
    ],
  },
  'caledonian-forest-tree-planting': {
    alt: 'Volunteers planting Scots pine and birch inside a deer fence in Glen Affric, old pines and a loch below the hills',
    layers: [
      s.sky({ stops: ['#7c9cbf', '#c4d4e2', '#e8eef2'] }),
      s.ridge({ base: 270, top: 120, peaks: 4, color: '#6a7080', rough: 0.3, shade: 0.15 }),
      s.water({ y: 270, color: '#5a7a96', bottom: 300, glints: 10 }),
      s.ground({ y: 300, color: '#8a7a4a' }),
      p.trees({ kind: 'pine', count: 6, from: -20, to: 820, y: [300, 340], size: [70, 110], color: '#2f4a2a' }),
      at(
        0,
        0,
        1,
        '<path d="M-10 380H810" stroke="#78350f" stroke-width="2"/><path d="M-10 364H810" stroke="#78350f" stroke-width="1.5"/>' +
          Array.from({ length: 9 }, (_, i) => `<path d="M${i * 100} 390V350" stroke="#57534e" stroke-width="4"/>`).join(
            '',
          ),
      ),
      p.tufts({ top: 380, bottom: 500, color: '#7a4a6a', count: 50, tall: 12 }),
      at(0, 0, 1, saplings(120, 420, 8, 2, 80, 40, '#2f5a2a')),
      crew(
        240,
        480,
        1,
        [
          ['plant', '#15803d'],
          ['stand', '#b91c1c'],
        ],
        120,
      ),
    ],
  },
  'a-day-on-a-skye-croft': {
    alt: 'A crofter and guests moving sheep past a white croft house, a dry-stone dyke, and the Old Man of Storr above',
    layers: [
      s.sky({ stops: ['#7c9cbf', '#c4d4e2', '#e8eef2'] }),
      s.clouds({ count: 3, top: 40, bottom: 100, opacity: 0.9 }),
      at(400, 260, 1.2, d.storr()),
      s.ground({ y: 260, color: '#6f9a45' }),
      at(560, 330, 1.3, b.house({ w: 90, h: 30, wall: '#f8fafc', roof: '#374151', floors: 1 })),
      at(
        0,
        0,
        1,
        '<path d="M-10 380Q300 360 810 390" stroke="#9ca3af" stroke-width="12" stroke-dasharray="10 3" fill="none"/>',
      ),
      at(200, 440, 1, l.sheep()),
      at(290, 460, 1.1, l.sheep()),
      at(360, 430, 0.9, l.sheep()),
      crew(
        480,
        470,
        1,
        [
          ['point', '#0f766e'],
          ['walk', '#b91c1c'],
        ],
        90,
      ),
    ],
  },
  'burren-wildflower-grassland-care': {
    alt: 'A Burren farmer and volunteers clearing hazel scrub from limestone grassland full of orchids and gentians, stone walls beyond',
    layers: [
      s.sky({ stops: ['#7c9cbf', '#c4d4e2', '#eef1ee'] }),
      s.hills({ base: 260, amplitude: 50, color: '#a8a69e', waves: 1.2 }),
      d.limestonePavement({ top: 300 }),
      at(0, 0, 1, '<path d="M-10 300Q300 280 810 300V330Q400 320-10 340Z" fill="#8ab06a"/>'),
      p.flowers({ top: 320, bottom: 500, colors: ['#a855f7', '#2563eb', '#f8fafc', '#facc15'], count: 80, size: 4 }),
      p.trees({ kind: 'broadleaf', count: 3, from: 560, to: 780, y: [330, 360], size: [50, 70], color: '#4d7c2f' }),
      crew(
        220,
        470,
        1,
        [
          ['rake', '#0f766e'],
          ['point', '#b91c1c'],
        ],
        100,
      ),
    ],
  },
  'connemara-currach-rowing-with-islanders': {
    alt: 'A crew rowing a black tarred currach off Roundstone in Connemara, the Twelve Bens behind',
    layers: [
      s.sky({ stops: ['#7c9cbf', '#c4d4e2', '#e8eef2'] }),
      s.ridge({ base: 270, top: 130, peaks: 5, color: '#6a7a6a', rough: 0.4, shade: 0.15 }),
      b.town({
        from: 60,
        to: 260,
        y: 270,
        walls: ['#f8fafc', '#fde68a', '#bfdbfe'],
        roofs: ['#374151'],
        height: [16, 22],
        width: [18, 24],
      }),
      s.water({ y: 270, color: '#4f7f9f', deep: '#28506e', glints: 30 }),
      at(420, 400, 1.9, d.currach()),
    ],
  },
  'birch-planting-on-icelandic-lava-fields': {
    alt: 'Volunteers planting downy birch on eroded moss-covered lava fields, the snow-capped volcano Hekla behind',
    layers: [
      s.sky({ stops: ['#8fa9c4', '#cddbe6', '#eef3f6'] }),
      at(460, 270, 1, m.volcano('#4a4a50')),
      s.ground({ y: 270, color: '#5a5048' }),
      at(
        0,
        0,
        1,
        '<path d="M-10 300Q200 290 400 310T810 300V500H-10Z" fill="#6b7a4a"/><g fill="#3f3a36"><ellipse cx="150" cy="360" rx="60" ry="10"/><ellipse cx="600" cy="400" rx="80" ry="12"/><ellipse cx="380" cy="470" rx="70" ry="12"/></g>',
      ),
      p.trees({ kind: 'birch', count: 4, from: 560, to: 780, y: [320, 350], size: [40, 60], color: '#7aa356' }),
      at(0, 0, 1, saplings(100, 410, 8, 2, 70, 40, '#4d8a2a')),
      crew(
        200,
        480,
        1,
        [
          ['plant', '#dc2626'],
          ['stand', '#2563eb'],
        ],
        120,
      ),
    ],
  },
  // Wadden Sea
  'mudflat-walking-and-salt-marsh-care': {
    alt: 'A guided group walking barefoot across the Wadden Sea mudflats at low tide, salt marsh and a dyke behind',
    layers: [
      s.sky({ stops: ['#7aaad6', '#c6dcea', '#eef2ea'] }),
      at(0, 0, 1, '<path d="M-10 250H810V270H-10Z" fill="#6a9a45"/>'),
      b.town({ from: 560, to: 680, y: 252, walls: ['#9a3412'], roofs: ['#374151'], height: [12, 18], width: [14, 20] }),
      s.ground({ y: 270, color: '#8a9a5a' }),
      at(0, 0, 1, '<path d="M-10 300Q400 290 810 300V500H-10Z" fill="#9a8a6a"/>'),
      at(
        0,
        0,
        1,
        Array.from(
          { length: 10 },
          (_, i) =>
            `<path d="M-10 ${330 + i * 18}Q400 ${320 + i * 20} 810 ${332 + i * 18}" stroke="#b8a888" stroke-width="2" fill="none"/>`,
        ).join('') + '<path d="M500 320Q560 380 520 500" stroke="#7fa8bf" stroke-width="30" fill="none" opacity=".8"/>',
      ),
      crew(
        180,
        460,
        0.9,
        [
          ['hike', '#0f766e'],
          ['walk', '#dc2626'],
          ['walk', '#facc15'],
          ['walk', '#2563eb'],
        ],
        70,
      ),
      at(660, 380, 0.8, d.waders(8)),
    ],
  },
  'spiekeroog-salt-marsh-bird-count': {
    alt: 'Rangers with a spotting scope counting oystercatchers and geese crowded on the salt marsh of Spiekeroog at high tide',
    layers: [
      s.sky({ stops: ['#7aaad6', '#c6dcea', '#eef2ea'] }),
      s.water({ y: 250, color: '#6a96b0', bottom: 300, glints: 12 }),
      at(680, 262, 1, '<path d="M-100 0Q0-30 100 0Z" fill="#e8d9a8"/>'),
      s.ground({ y: 300, color: '#7a9a5a' }),
      p.tufts({ top: 300, bottom: 500, color: '#9aa86a', count: 70, tall: 16 }),
      at(430, 340, 0.8, d.waders(12)),
      at(560, 320, 0.6, d.waders(8, '#44403c')),
      at(380, 140, 1, l.raptor('#44403c')),
      at(180, 470, 1.4, d.scope()),
      crew(
        260,
        470,
        1,
        [
          ['stand', '#3f6212'],
          ['point', '#b45309'],
        ],
        80,
      ),
    ],
  },
  'wadden-sea-oyster-safari-at-romo': {
    alt: 'A guide and guests picking Pacific oysters into buckets on the Rømø mudflats at low tide, the wide beach and dunes behind',
    layers: [
      s.sky({ stops: ['#7aaad6', '#c6dcea', '#eef2ea'] }),
      s.dunes({ base: 260, height: 30, light: '#e8d9a8', dark: '#cbb47a' }),
      s.water({ y: 260, color: '#7fa8bf', bottom: 290, glints: 8 }),
      s.ground({ y: 290, color: '#9a8a6a' }),
      at(
        0,
        0,
        1,
        Array.from(
          { length: 8 },
          (_, i) =>
            `<path d="M-10 ${320 + i * 22}Q400 ${310 + i * 24} 810 ${322 + i * 22}" stroke="#b8a888" stroke-width="2" fill="none"/>`,
        ).join(''),
      ),
      at(400, 440, 1.3, d.oysters(16, 500)),
      crew(
        240,
        470,
        1,
        [
          ['plant', '#0f766e'],
          ['stand', '#dc2626'],
          ['plant', '#f59e0b'],
        ],
        120,
      ),
      at(620, 480, 1.2, d.basket('#a8a29e')),
    ],
  },
  'repair-cafe-afternoon-in-amsterdam-noord': {
    alt: 'Volunteers and neighbours fixing a lamp and a bicycle light at a repair café bench, Amsterdam canal houses outside',
    layers: [
      s.sky({ stops: ['#6aa5d8', '#bcd9ec', '#eef3f6'] }),
      b.town({
        from: -10,
        to: 820,
        y: 300,
        walls: ['#7c2d12', '#1f2937', '#9a3412', '#a16207', '#374151'],
        roofs: ['#1f2937'],
        kinds: ['stepped', 'gable'],
        height: [90, 130],
        width: [44, 58],
        window: '#f8fafc',
      }),
      s.water({ y: 300, color: '#4a6a7a', bottom: 340, glints: 8 }),
      at(0, 0, 1, '<path d="M-10 340H810V500H-10Z" fill="#e7e5e4"/>'),
      at(400, 450, 1.6, d.repairBench()),
      crew(
        160,
        480,
        1,
        [
          ['point', '#0f766e'],
          ['stand', '#f59e0b'],
        ],
        80,
      ),
      at(660, 480, 1, l.person('stand', '#1f2937', '#7c3aed'), true),
      at(720, 440, 0.9, l.bicycle('#1f2937')),
    ],
  },
  'solidarity-farm-harvest-near-oldenburg': {
    alt: 'Members of a community-supported farm near Oldenburg harvesting vegetables into crates, a brick farmhouse and barn behind',
    layers: [
      s.sky({ stops: day }),
      s.clouds({ count: 3, top: 40, bottom: 100 }),
      s.ground({ y: 280, color: '#8ab06a' }),
      at(600, 300, 1.3, b.house({ w: 120, h: 40, wall: '#9a3412', roof: '#57534e', floors: 1, window: '#f8fafc' })),
      p.trees({ kind: 'broadleaf', count: 3, from: 20, to: 300, y: [280, 290], size: [60, 80], color: '#4d7c2f' }),
      s.rows({ top: 320, colors: ['#6b4f2a', '#3f8a2a'], count: 16, vanishX: 420 }),
      crew(
        200,
        470,
        1,
        [
          ['plant', '#0f766e'],
          ['stand', '#b91c1c'],
          ['plant', '#2563eb'],
        ],
        110,
      ),
      at(500, 480, 1.3, d.basket('#16a34a')),
      at(600, 486, 1.2, d.basket('#f97316')),
    ],
  },
  // Western Europe
  'lake-annecy-reed-bed-restoration': {
    alt: 'Volunteers in canoes replanting reed beds on the shore of turquoise Lake Annecy, the Alps rising behind',
    layers: [
      s.sky({ stops: day }),
      s.ridge({ base: 270, top: 80, peaks: 5, color: '#7a8698', snowline: 150 }),
      s.hills({ base: 290, amplitude: 40, color: '#3f6a3a' }),
      s.water({ y: 290, color: '#3fb6c0', deep: '#1f7a8c', glints: 26 }),
      at(260, 380, 1.2, d.canoe('#dc2626', '#facc15')),
      at(520, 350, 0.9, d.canoe('#16a34a', '#0f766e')),
      p.tufts({ top: 420, bottom: 500, color: '#7a8a3a', count: 80, tall: 60 }),
    ],
  },
  'reblochon-farm-morning-in-the-aravis': {
    alt: 'Abondance cows by a wooden farm in the Aravis mountains, cheeses maturing on a table, a farmer showing guests around',
    layers: [
      s.sky({ stops: day }),
      s.ridge({ base: 260, top: 70, peaks: 4, color: '#8a96a8', snowline: 140, rough: 0.9 }),
      p.treeline({ y: 250, color: '#24502e', from: -20, to: 820, size: 30 }),
      s.hills({ base: 320, amplitude: 40, color: '#6aa84f' }),
      at(600, 350, 1.4, b.chalet('#8b5a2b', '#f5f5f4')),
      at(220, 380, 1, l.cow('#7c2d12', '#fafaf9')),
      at(350, 400, 1.1, l.cow('#92400e', '#fafaf9'), true),
      s.ground({ y: 420, color: '#79b55a' }),
      at(520, 480, 1, b.cheeseTable()),
      crew(
        150,
        480,
        1,
        [
          ['point', '#0f766e'],
          ['stand', '#f59e0b'],
        ],
        80,
      ),
    ],
  },
  'rewilded-aire-river-invasive-plant-pull': {
    alt: 'Volunteers pulling knotweed and balsam on the gravel banks of the braided, rewilded Aire river near Geneva',
    layers: [
      s.sky({ stops: day }),
      s.ridge({ base: 250, top: 150, peaks: 4, color: '#8a96a8', rough: 0.3 }),
      p.treeline({ y: 240, color: '#35603a', kind: 'round', from: -20, to: 820, size: 34 }),
      s.ground({ y: 280, color: '#c8c0a8' }),
      s.river({ fromX: 300, fromY: 280, toX: 240, widthTop: 10, widthBottom: 120, color: '#5a9ab0', swing: 30 }),
      s.river({ fromX: 420, fromY: 280, toX: 560, widthTop: 10, widthBottom: 160, color: '#5a9ab0', swing: -40 }),
      p.tufts({ top: 290, bottom: 500, from: 600, to: 800, color: '#4d7c2a', count: 40, tall: 30 }),
      p.flowers({ top: 300, bottom: 420, from: 600, to: 800, colors: ['#db2777', '#f472b6'], count: 30, size: 5 }),
      crew(
        620,
        470,
        1,
        [
          ['plant', '#0f766e'],
          ['stand', '#f59e0b'],
        ],
        90,
      ),
    ],
  },
  'lavaux-vineyard-terrace-day': {
    alt: 'A winemaker and guests tending vines on the steep Lavaux terraces above Lake Geneva, the Alps across the water',
    layers: [
      s.sky({ stops: day }),
      s.ridge({ base: 220, top: 90, peaks: 5, color: '#8a96b0', snowline: 150 }),
      s.water({ y: 220, color: '#5a9ac0', bottom: 300, glints: 16 }),
      s.terraces({ top: 280, bottom: 500, colors: ['#5a8a2a', '#6a9a35'], wall: '#cbbf9f', steps: 6 }),
      at(
        0,
        0,
        1,
        Array.from(
          { length: 40 },
          (_, i) =>
            `<path d="M${(i % 10) * 84 + 20} ${310 + Math.floor(i / 10) * 38}v-14" stroke="#3f6212" stroke-width="4" stroke-linecap="round"/>`,
        ).join(''),
      ),
      at(640, 330, 0.9, b.house({ w: 70, h: 34, wall: '#f5efe2', roof: '#b45309', kind: 'hip' })),
      crew(
        200,
        460,
        1,
        [
          ['plant', '#7c3aed'],
          ['stand', '#b91c1c'],
        ],
        110,
      ),
    ],
  },
  'brussels-surplus-food-community-kitchen': {
    alt: 'Neighbours cooking and serving a shared lunch from market surplus at a long table in an Anderlecht community kitchen',
    layers: [
      s.sky({ stops: warm }),
      b.town({
        from: -10,
        to: 820,
        y: 300,
        walls: ['#e9d3b0', '#d6a36b', '#f5efe2', '#b45f3c'],
        roofs: ['#57534e'],
        kinds: ['stepped', 'gable'],
        height: [110, 150],
        width: [60, 80],
      }),
      at(0, 0, 1, '<path d="M-10 300H810V500H-10Z" fill="#d6cbb8"/>'),
      at(400, 430, 1.6, d.kitchenTable()),
      crew(
        160,
        480,
        1,
        [
          ['point', '#0f766e'],
          ['stand', '#f59e0b'],
        ],
        80,
      ),
      crew(
        600,
        480,
        1,
        [
          ['stand', '#7c3aed'],
          ['stand', '#dc2626'],
        ],
        80,
      ),
    ],
  },
  // Mediterranean
  'olive-grove-revival-on-brac': {
    alt: 'An island family and guests pruning ancient olive trees behind dry-stone walls on Brač, the Adriatic below',
    layers: [
      s.sky({ stops: ['#3f8fd8', '#9fd0f0', '#eaf5fb'] }),
      s.water({ y: 240, color: '#2a8fc0', deep: '#135f8a', bottom: 300, glints: 12 }),
      at(0, 0, 1, '<path d="M-10 300Q400 250 810 290V500H-10Z" fill="#c9b48a"/>'),
      at(
        0,
        0,
        1,
        '<path d="M-10 360Q400 320 810 350M-10 430Q400 400 810 420" stroke="#e7e0d2" stroke-width="12" stroke-dasharray="10 3" fill="none"/>',
      ),
      p.trees({ kind: 'olive', count: 8, from: -20, to: 820, y: [320, 480], size: [70, 120], color: '#6f7f4a' }),
      crew(
        300,
        470,
        1,
        [
          ['rake', '#0f766e'],
          ['stand', '#b91c1c'],
        ],
        100,
      ),
    ],
  },
  'split-old-town-with-its-residents': {
    alt: 'Residents showing visitors through the stone arcades of Diocletian’s Palace in Split, washing hung between windows',
    layers: [
      s.sky({ stops: ['#3f8fd8', '#9fd0f0', '#f5ead6'] }),
      at(
        400,
        230,
        1,
        '<rect x="-12" y="-120" width="24" height="120" fill="#e7e0d2"/><path d="M-14-120L0-150 14-120Z" fill="#e7e0d2"/><path d="M-6-100h12v16h-12zM-6-60h12v16h-12z" fill="#57534e"/>',
      ),
      b.town({
        from: -10,
        to: 820,
        y: 260,
        walls: ['#efe6d2', '#e3d6bd'],
        roofs: ['#c2410c'],
        kinds: ['hip'],
        height: [60, 90],
        width: [60, 90],
      }),
      at(
        0,
        0,
        1,
        '<path d="M140 150H240M560 170H680" stroke="#57534e" stroke-width="1.5"/><rect x="160" y="150" width="14" height="20" fill="#f472b6"/><rect x="190" y="150" width="12" height="16" fill="#f8fafc"/><rect x="590" y="170" width="14" height="18" fill="#38bdf8"/>',
      ),
      at(400, 400, 2, d.romanArcade('#e7e0d2', 7)),
      at(0, 0, 1, '<path d="M-10 400H810V500H-10Z" fill="#d6cdb8"/>'),
      crew(
        260,
        480,
        1,
        [
          ['point', '#0f766e'],
          ['stand', '#f59e0b'],
          ['stand', '#7c3aed'],
        ],
        100,
      ),
    ],
  },
  'replanting-salento-after-the-olive-blight': {
    alt: 'Farmers planting young resistant olive trees and holm oaks among the grey trunks of blighted olives in the Salento',
    layers: [
      s.sky({ stops: ['#5b9bd5', '#b6d7ee', '#f5ead6'] }),
      s.ground({ y: 270, color: '#b8764a' }),
      p.trees({ kind: 'olive', count: 5, from: -20, to: 820, y: [280, 320], size: [60, 80], color: '#9ca3af' }),
      s.rows({ top: 330, colors: ['#b8764a', '#c8865a'], count: 14, vanishX: 400 }),
      at(0, 0, 1, saplings(100, 400, 8, 2, 90, 50, '#4d7c2f')),
      crew(
        200,
        480,
        1,
        [
          ['plant', '#0f766e'],
          ['stand', '#b91c1c'],
          ['plant', '#f59e0b'],
        ],
        130,
      ),
      at(670, 480, 1, b.house({ w: 80, h: 40, wall: '#f5efe2', roof: '#f5efe2', kind: 'flat', floors: 1 })),
    ],
  },
  'sea-turtle-nest-patrol-on-zakynthos': {
    alt: 'A conservation team screening a loggerhead nest on the beach of Laganas Bay at dawn, turtle tracks leading to the sea',
    layers: [
      s.sky({ stops: ['#f6c28b', '#f7dfc0', '#e6f0f6'] }),
      s.hills({ base: 240, amplitude: 30, color: '#7a9a6a' }),
      s.water({ y: 250, color: '#2aa0c0', deep: '#1678a8', bottom: 330, glints: 16 }),
      at(
        0,
        0,
        1,
        '<path d="M-10 320Q400 300 810 330V500H-10Z" fill="#ecd6a6"/><path d="M520 330Q500 400 430 460" stroke="#c9ae7a" stroke-width="14" stroke-dasharray="4 6" fill="none"/>',
      ),
      at(430, 470, 1.4, d.nestScreen()),
      at(660, 400, 1, d.umbrellas(3)),
      crew(
        180,
        480,
        1,
        [
          ['plant', '#0f766e'],
          ['point', '#facc15'],
        ],
        100,
      ),
    ],
  },
  'gozo-salt-pans-heritage-morning': {
    alt: 'A salt-making family raking white sea salt in the rock-cut salt pans of Xwejni on Gozo, the sea beyond',
    layers: [
      s.sky({ stops: ['#3f8fd8', '#9fd0f0', '#eaf5fb'] }),
      s.water({ y: 240, color: '#1f7fb8', deep: '#0b3f6e', bottom: 300, glints: 14 }),
      d.saltPans({ top: 300 }),
      at(0, 0, 1, '<g fill="#f8fafc"><path d="M560 420l30-30 30 30z"/><path d="M610 430l24-24 24 24z"/></g>'),
      crew(
        260,
        450,
        1,
        [
          ['rake', '#0f766e'],
          ['rake', '#b91c1c'],
        ],
        120,
      ),
    ],
  },
  // Carpathians and the plain
  'bieszczady-wolf-and-bison-tracking': {
    alt: 'A researcher and trackers recording wolf prints in the snow of a Bieszczady meadow, bison at the beech forest edge',
    layers: [
      s.sky({ stops: ['#8fa9c4', '#cddbe6', '#eef3f6'] }),
      s.hills({ base: 240, amplitude: 50, color: '#7a7a88' }),
      p.treeline({ y: 240, color: '#5a4a3a', kind: 'round', from: -20, to: 820, size: 40 }),
      s.ground({ y: 300, color: '#eef3f8' }),
      at(560, 330, 0.9, l.bison()),
      at(680, 340, 0.7, l.bison(), true),
      at(
        0,
        0,
        1,
        Array.from(
          { length: 9 },
          (_, i) =>
            `<g fill="#94a3b8" transform="translate(${140 + i * 50} ${480 - i * 16})"><ellipse rx="5" ry="6"/><circle cx="-5" cy="-8" r="2"/><circle cx="0" cy="-10" r="2"/><circle cx="5" cy="-8" r="2"/></g>`,
        ).join(''),
      ),
      crew(
        200,
        420,
        0.9,
        [
          ['point', '#b91c1c'],
          ['hike', '#1d4ed8'],
        ],
        80,
      ),
    ],
  },
  'white-carpathians-orchid-meadow-haymaking': {
    alt: 'Villagers scything and raking hay on an orchid-rich meadow of the White Carpathians, haystacks and a wooded ridge behind',
    layers: [
      s.sky({ stops: day }),
      s.hills({ base: 250, amplitude: 50, color: '#5f8a55' }),
      p.treeline({ y: 230, color: '#35603a', kind: 'round', from: -20, to: 820, size: 36 }),
      at(0, 0, 1, '<path d="M-10 300Q400 270 810 300V500H-10Z" fill="#8ab85a"/>'),
      p.flowers({
        top: 300,
        bottom: 500,
        colors: ['#c026d3', '#f472b6', '#fde047', '#ffffff', '#a78bfa'],
        count: 160,
        size: 4,
      }),
      at(600, 380, 1.1, b.haystack()),
      at(700, 360, 0.8, b.haystack()),
      crew(200, 470, 1, [
        ['rake', '#b91c1c'],
        ['rake', '#f8fafc'],
        ['stand', '#1d4ed8'],
      ]),
    ],
  },
  'high-tatras-mixed-forest-planting': {
    alt: 'Rangers and volunteers planting young beech, fir and larch on storm-cleared slopes below the High Tatras',
    layers: [
      s.sky({ stops: day }),
      s.ridge({ base: 260, top: 60, peaks: 6, color: '#707a88', snowline: 140, rough: 0.95 }),
      p.treeline({ y: 250, color: '#2a4a33', from: 500, to: 820, size: 40 }),
      at(0, 0, 1, '<path d="M-10 280Q300 260 520 300T810 330V500H-10Z" fill="#9aa86a"/>'),
      at(
        0,
        0,
        1,
        '<g stroke="#78716c" stroke-width="5" stroke-linecap="round"><path d="M80 330l40-6M200 320l36 8M340 340l40-4"/></g>',
      ),
      at(0, 0, 1, saplings(80, 390, 9, 3, 80, 36, '#2f7a2a')),
      crew(
        260,
        480,
        1,
        [
          ['plant', '#15803d'],
          ['stand', '#b91c1c'],
          ['plant', '#f59e0b'],
        ],
        120,
      ),
    ],
  },
  'puszta-herding-day-in-hortobagy': {
    alt: 'A herder with guests moving long-horned grey cattle across the flat Hortobágy puszta, a well sweep on the horizon',
    layers: [
      s.sky({ stops: ['#6aa5d8', '#c7def0', '#f3ead0'] }),
      s.clouds({ count: 3, top: 40, bottom: 110 }),
      s.ground({ y: 300, color: '#b8b06a' }),
      at(620, 300, 1, d.wellSweep()),
      at(0, 0, 1, '<path d="M-10 330Q400 320 810 330V500H-10Z" fill="#a8a05a"/>'),
      p.tufts({ top: 330, bottom: 500, color: '#8a8a4a', count: 50 }),
      at(300, 410, 1, d.greyCattle()),
      at(420, 400, 0.85, d.greyCattle()),
      at(200, 390, 0.7, d.greyCattle()),
      crew(
        540,
        470,
        1,
        [
          ['walk', '#1f2937'],
          ['stand', '#0f766e'],
        ],
        80,
      ),
    ],
  },
  'viscri-village-farming-day': {
    alt: 'Guests making hay by hand with a farming family below the white fortified church of Viscri in Transylvania',
    layers: [
      s.sky({ stops: warm }),
      s.hills({ base: 260, amplitude: 40, color: '#8aa86a' }),
      at(480, 270, 1.1, d.fortifiedChurch()),
      b.town({
        from: 80,
        to: 360,
        y: 300,
        walls: ['#93c5fd', '#fde68a', '#f5efe2'],
        roofs: ['#9a3412'],
        height: [20, 26],
        width: [28, 36],
      }),
      at(0, 0, 1, '<path d="M-10 310Q400 290 810 320V500H-10Z" fill="#9ab85a"/>'),
      at(620, 400, 1.1, b.haystack()),
      at(720, 380, 0.9, b.haystack()),
      crew(200, 470, 1, [
        ['rake', '#b91c1c'],
        ['rake', '#0f766e'],
        ['stand', '#f59e0b'],
      ]),
    ],
  },
  // Asia Pacific
  'shade-tree-planting-on-a-kodagu-coffee-estate': {
    alt: 'Planting native shade trees along a stream on a Kodagu coffee estate, coffee bushes under tall trees and misty hills',
    layers: [
      s.sky({ stops: ['#9cc4c8', '#dfe8d8', '#f1efe0'] }),
      s.hills({ base: 230, amplitude: 40, color: '#5f8a6a' }),
      s.mist({ y: 230, height: 50, opacity: 0.6 }),
      s.ground({ y: 280, color: '#4d7c2f' }),
      p.trees({
        kind: 'tropical',
        count: 5,
        from: -20,
        to: 820,
        y: [280, 300],
        size: [140, 180],
        color: ['#24502a', '#2f5a2a'],
      }),
      at(
        0,
        0,
        1,
        Array.from(
          { length: 12 },
          (_, i) =>
            `<g transform="translate(${40 + (i % 6) * 140} ${330 + Math.floor(i / 6) * 40})">${d.coffeeBush()}</g>`,
        ).join(''),
      ),
      s.river({ fromX: 520, fromY: 320, toX: 700, widthTop: 10, widthBottom: 120, color: '#5a8aa0', swing: 30 }),
      at(0, 0, 1, saplings(160, 440, 4, 1, 80, 0, '#2f7a2a')),
      crew(
        200,
        490,
        1,
        [
          ['plant', '#dc2626'],
          ['stand', '#f59e0b'],
        ],
        120,
      ),
    ],
  },
  'kodava-kitchen-and-coffee-harvest': {
    alt: 'A Kodava family picking ripe red coffee cherries into baskets beside their tiled-roof farmhouse in Kodagu',
    layers: [
      s.sky({ stops: ['#9cc4c8', '#dfe8d8', '#f1efe0'] }),
      s.hills({ base: 240, amplitude: 40, color: '#5f8a6a' }),
      s.ground({ y: 280, color: '#4d7c2f' }),
      at(560, 330, 1.4, b.house({ w: 130, h: 40, wall: '#f5efe2', roof: '#b45309', kind: 'hip', floors: 1 })),
      p.trees({ kind: 'tropical', count: 3, from: -20, to: 300, y: [290, 300], size: [140, 170], color: '#24502a' }),
      at(
        0,
        0,
        1,
        Array.from(
          { length: 6 },
          (_, i) => `<g transform="translate(${60 + i * 120} 420) scale(1.6)">${d.coffeeBush()}</g>`,
        ).join(''),
      ),
      crew(
        180,
        490,
        1,
        [
          ['point', '#db2777'],
          ['stand', '#0f766e'],
        ],
        200,
      ),
      at(330, 492, 1.3, d.basket('#dc2626')),
    ],
  },
  'koala-habitat-planting-after-the-fires': {
    alt: 'Landcare volunteers planting eucalypts among fire-blackened trunks, a koala in a surviving gum tree',
    layers: [
      s.sky({ stops: ['#6aaad6', '#cfe0e4', '#f4e6c8'] }),
      s.hills({ base: 250, amplitude: 40, color: '#7a9a6a' }),
      s.ground({ y: 290, color: '#9a8a5a' }),
      at(
        0,
        0,
        1,
        '<g fill="#292524"><path d="M120 300l4-110h6l4 110z"/><path d="M260 310l3-90h5l3 90z"/><path d="M520 300l4-100h6l4 100z"/></g>',
      ),
      at(660, 400, 2.2, p.tree('eucalyptus', 0, 0, 100, '#6b8f5e')),
      at(652, 250, 0.9, d.koala()),
      at(0, 0, 1, saplings(80, 400, 7, 2, 80, 40, '#4d7c2f')),
      crew(
        180,
        480,
        1,
        [
          ['plant', '#15803d'],
          ['stand', '#f59e0b'],
        ],
        120,
      ),
    ],
  },
  'dharawal-country-coastal-walk': {
    alt: 'An Aboriginal guide leading a group along the sandstone cliffs of the Royal National Park above the Pacific',
    layers: [
      s.sky({ stops: ['#3f8fd8', '#9fd0f0', '#eaf5fb'] }),
      s.water({ y: 240, color: '#2a8fc0', deep: '#135f8a', glints: 24 }),
      at(420, 360, 1, d.sandstoneCoast()),
      at(0, 0, 1, '<path d="M-10 330Q300 300 520 340T810 380V500H-10Z" fill="#9aa86a"/>'),
      p.tufts({ top: 340, bottom: 500, color: '#6b7a3a', count: 50, tall: 22 }),
      at(
        0,
        0,
        1,
        d.trail(
          [
            [-10, 460],
            [200, 420],
            [420, 400],
            [810, 430],
          ],
          '#e7d3a8',
          18,
        ),
      ),
      crew(
        220,
        420,
        1,
        [
          ['point', '#b91c1c'],
          ['hike', '#0f766e'],
          ['hike', '#f59e0b'],
        ],
        80,
      ),
    ],
  },
  'predator-free-trapline-walk-in-wellington': {
    alt: 'Volunteers checking a predator trap on a bush track in the hills above Wellington harbour, a tūī on a flax flower',
    layers: [
      s.sky({ stops: day }),
      s.water({ y: 240, color: '#4a86b0', bottom: 290, glints: 12 }),
      b.town({
        from: 80,
        to: 420,
        y: 250,
        walls: ['#f8fafc', '#e5e7eb', '#fde68a'],
        roofs: ['#b91c1c', '#374151'],
        height: [12, 20],
        width: [12, 18],
      }),
      s.hills({ base: 330, amplitude: 50, color: '#4d7c3a' }),
      p.trees({ kind: 'tropical', count: 4, from: 500, to: 820, y: [320, 350], size: [100, 140], color: '#2f5a2a' }),
      at(
        0,
        0,
        1,
        d.trail(
          [
            [-10, 470],
            [300, 420],
            [520, 400],
            [810, 380],
          ],
          '#c9b99a',
          24,
        ),
      ),
      at(380, 430, 1.3, d.trapBox()),
      at(120, 480, 1.3, d.flax()),
      crew(
        440,
        440,
        1,
        [
          ['plant', '#dc2626'],
          ['stand', '#0f766e'],
        ],
        80,
      ),
    ],
  },
  'marae-welcome-and-harakeke-weaving': {
    alt: 'Visitors welcomed at a carved meeting house on a Rotorua marae, learning to weave harakeke flax with a kuia',
    layers: [
      s.sky({ stops: day }),
      s.hills({ base: 280, amplitude: 40, color: '#6a9a4a' }),
      at(620, 260, 1, '<path d="M-10 0q10-30 0-60" stroke="#f8fafc" stroke-width="8" fill="none" opacity=".6"/>'),
      s.ground({ y: 330, color: '#86b85a' }),
      at(400, 370, 1.7, b.wharenui()),
      at(120, 470, 1.4, d.flax()),
      at(700, 480, 1.3, d.flax('#4d7c0f')),
      crew(
        260,
        480,
        1,
        [
          ['stand', '#1f2937'],
          ['point', '#b91c1c'],
        ],
        80,
      ),
      crew(
        480,
        480,
        1,
        [
          ['stand', '#f59e0b'],
          ['stand', '#0f766e'],
        ],
        80,
      ),
    ],
  },
  // North America
  'oyster-reef-restoration-on-the-chesapeake': {
    alt: 'A restoration boat lowering cages of young oysters onto a sanctuary reef in Chesapeake Bay, the Annapolis State House dome beyond',
    layers: [
      s.sky({ stops: day }),
      s.clouds({ count: 2, top: 60, bottom: 100 }),
      p.treeline({ y: 250, color: '#3f6a3a', kind: 'round', from: -20, to: 820, size: 24 }),
      at(600, 270, 0.8, d.stateHouse()),
      s.water({ y: 270, color: '#4a7a96', deep: '#2a4a66', glints: 26 }),
      at(
        360,
        420,
        2,
        `${l.fishingBoat('#f8fafc', '#1e3a8a')}<rect x="-36" y="-28" width="24" height="14" fill="#a8a29e"/><path d="M-36-28h24M-30-28v14M-24-28v14M-18-28v14" stroke="#57534e"/>`,
      ),
      at(330, 392, 0.8, l.person('rake', '#1f2937', '#f59e0b')),
      at(120, 470, 1, d.oysters(6, 120)),
    ],
  },
  'west-baltimore-urban-farm-harvest': {
    alt: 'Neighbours harvesting greens on an urban farm built on vacant lots between West Baltimore brick rowhouses',
    layers: [
      s.sky({ stops: day }),
      at(-10, 300, 1.1, d.rowhouses(16)),
      at(0, 0, 1, '<path d="M-10 300H810V320H-10Z" fill="#a8a29e"/>'),
      s.rows({ top: 320, colors: ['#6b4f2a', '#3f8a2a'], count: 16, vanishX: 420 }),
      crew(
        180,
        470,
        1,
        [
          ['plant', '#7c3aed'],
          ['stand', '#f59e0b'],
          ['plant', '#0f766e'],
        ],
        120,
      ),
      at(620, 480, 1.3, d.basket('#16a34a')),
    ],
  },
};
