import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Accessibility scans with axe-core (WCAG 2.2 AA tags). axe is injected as a script tag, so
// spec files that use this call `test.use({ bypassCSP: true })`: the app's CSP forbids it.

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical violations on the page, one readable line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Scan a settled page: mid-transition (a toast fading behind a newer one) the text is
  // half-transparent and axe reports a contrast the user never sees at rest.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[]; passes: unknown[] }> };
      }
    ).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
  });
  // A scan that checked nothing would pass vacuously.
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
