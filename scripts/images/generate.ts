// `npx tsx scripts/images/generate.ts`: draws every illustration of the site from the scene
// tables in scripts/images/places/ and writes them under client/public/images/. Stale files in
// the generated folders are removed, and every activity photo the demo data points at must have
// a scene (docs/decisions/034-illustrations-drawn-per-place.md).
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sampleActivities } from '../../shared/src/data/sample-activities.ts';
import { slugify } from '../../shared/src/rules/slug.ts';
import { demoSuppliers } from '../../server/src/demo/data/index.ts';
import { activityScenes } from './places/activities.ts';
import { articleScenes } from './places/articles.ts';
import { countryScenes } from './places/countries.ts';
import { projectScenes } from './places/projects.ts';
import { siteScenes } from './places/site.ts';
import { renderScene, type Scene } from './scene.ts';

const root = new URL('../../', import.meta.url).pathname;
const imagesDir = join(root, 'client/public/images');

const collections: readonly { folder: string; scenes: Record<string, Scene> }[] = [
  { folder: 'countries', scenes: countryScenes },
  { folder: 'articles', scenes: articleScenes },
  { folder: 'projects', scenes: projectScenes },
  { folder: 'activities', scenes: activityScenes },
];

/**
 * Drawings the activities need: each demo and sample activity's photo is named after its title
 * (shared/src/rules/slug.ts), and any literal /images/activities/ path in the demo code counts too.
 */
async function referencedActivityImages(): Promise<Set<string>> {
  const titles = [
    ...demoSuppliers.flatMap((supplier) => [...supplier.activities, ...(supplier.pending ? [supplier.pending] : [])]),
    ...sampleActivities,
  ].map((activity) => activity.title);
  const names = new Set(titles.map(slugify));
  for (const dir of ['server/src/demo', 'shared/src/data']) {
    for (const file of await readdir(join(root, dir), { recursive: true })) {
      if (!file.endsWith('.ts')) continue;
      const text = await readFile(join(root, dir, file), 'utf8');
      for (const match of text.matchAll(/\/images\/activities\/([a-z0-9-]+)\.svg/g)) if (match[1]) names.add(match[1]);
    }
  }
  return names;
}

let bytes = 0;
let count = 0;
for (const { folder, scenes } of collections) {
  const dir = join(imagesDir, folder);
  await mkdir(dir, { recursive: true });
  for (const file of await readdir(dir)) if (!(file.replace(/\.svg$/, '') in scenes)) await rm(join(dir, file));
  for (const [name, scene] of Object.entries(scenes)) {
    const svg = renderScene(`${folder}/${name}`, scene);
    await writeFile(join(dir, `${name}.svg`), svg);
    bytes += svg.length;
    count++;
  }
}
// The general scenes keep the names pages have always used (/images/forest.svg, …).
for (const [name, scene] of Object.entries(siteScenes)) {
  const svg = renderScene(name, scene);
  await writeFile(join(imagesDir, `${name}.svg`), svg);
  bytes += svg.length;
  count++;
}
console.log(`${count} illustrations written, ${Math.round(bytes / 1024)} KB in all`);

const missing = [...(await referencedActivityImages())].filter((name) => !(name in activityScenes));
if (missing.length) {
  console.error(`Activities with no scene in scripts/images/places/activities.ts: ${missing.join(', ')}`);
  process.exitCode = 1;
}
