import { HEIGHT, WIDTH, random, type Random } from './svg.ts';

/** What a layer may use while drawing: the scene's random source and its <defs>. */
export interface Canvas {
  rng: Random;
  /** A fresh id for a gradient or clip path, unique within the scene. */
  id: (prefix: string) => string;
  def: (markup: string) => void;
}

export type Layer = (canvas: Canvas) => string;

export interface Scene {
  /** What the picture shows, in words: the SVG's accessible name on its own. */
  alt: string;
  /** Back to front. */
  layers: readonly Layer[];
}

/** One finished SVG document, 800 × 500 (16:10, the shape of every card and hero). */
export function renderScene(name: string, scene: Scene): string {
  const defs: string[] = [];
  let counter = 0;
  const canvas: Canvas = {
    rng: random(name),
    id: (prefix) => `${prefix}${(counter++).toString(36)}`,
    def: (markup) => void defs.push(markup),
  };
  const body = scene.layers.map((layer) => layer(canvas)).join('');
  const label = scene.alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${label}">` +
    (defs.length ? `<defs>${defs.join('')}</defs>` : '') +
    body +
    '</svg>\n'
  );
}
