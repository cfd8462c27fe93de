// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test lists the catalogues present in messages/
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, englishMessages } from './index.ts';
import { PREFIXED_LOCALES } from './locale-paths.ts';

// The build's check of every locale against English (issue 33, docs/decisions/109): an unknown
// key, a message that does not parse, ICU arguments that differ or a key English has and the
// locale lacks all fail (the translations are complete, so a new English key needs its
// translations in the same change).
const present = PREFIXED_LOCALES.filter((locale) => existsSync(new URL(`./messages/${locale}.ts`, import.meta.url)));

describe('every locale against English, complete', () => {
  it('has a catalogue for at least one other locale', () => {
    expect(present.length).toBeGreaterThan(0);
  });

  it.each(present)('%s', async (locale) => {
    const module = (await import(`./messages/${locale}.ts`)) as Record<string, Record<string, string>>;
    const problems = catalogueProblems(englishMessages, module[locale] ?? {}, locale);
    expect(problems).toEqual([]);
  });
});
