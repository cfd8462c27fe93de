// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test lists the catalogues present in messages/
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, englishMessages } from './index.ts';

// Every non-English catalogue present (messages/<locale>.ts exporting `<locale>`) against English:
// no unknown key, no message that does not parse, no ICU argument that differs in name or kind
// (issue 33, docs/decisions/110). Keys a catalogue does not have yet are the completeness check's
// concern (they fall back to English per key), not this test's.
const folder = new URL('./messages/', import.meta.url);
const locales = readdirSync(folder)
  .map((file) => /^([a-z]{2})\.ts$/.exec(file)?.[1])
  .filter((locale): locale is string => locale !== undefined && locale !== 'en')
  .sort();

describe('the catalogues of other locales', () => {
  it('finds the German and French catalogues', () => {
    expect(locales).toEqual(expect.arrayContaining(['de', 'fr']));
  });

  it.each(locales)('%s: every key is an English key, parses, and has the English arguments', async (locale) => {
    const module = (await import(`./messages/${locale}.ts`)) as Record<string, Record<string, string>>;
    const catalogue = module[locale];
    expect(catalogue, `messages/${locale}.ts exports ${locale}`).toBeDefined();
    expect(Object.keys(catalogue!).length).toBeGreaterThan(0);
    const problems = catalogueProblems(englishMessages, catalogue!, locale).filter(
      (problem) => !problem.startsWith(`${locale}: missing `),
    );
    expect(problems).toEqual([]);
  });
});
