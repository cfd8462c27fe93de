import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Only shared/src/format.ts formats (docs/decisions/089): the lint config refuses Intl and
// toLocale*String everywhere else in the product's code. These lint a few lines as if they sat
// in a given file and read the two rules' verdicts (no type information needed).

const SEAM_RULES = new Set(['no-restricted-globals', 'no-restricted-properties']);

const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => SEAM_RULES.has(ruleId),
});

async function seamProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => SEAM_RULES.has(m.ruleId ?? '')).map((m) => m.ruleId!);
}

const formatsOnItsOwn = [
  "export const a = new Intl.NumberFormat('en-US').format(5250);",
  "export const b = (5250).toLocaleString('en-US');",
  'export const c = new Date(0).toLocaleDateString();',
  "export const d = new Date(0).toLocaleTimeString('en-US');",
].join('\n');

describe('one formatting seam', { timeout: 30_000 }, () => {
  it.each([
    'client/src/features/inbox/inbox-page.tsx',
    'client/src/components/ui/calendar.tsx',
    'client/src/routes/impact.receipts.$receiptId.tsx',
    'server/src/mail/templates.ts',
    'shared/src/rules/booking.ts',
  ])('refuses Intl and toLocale*String in %s', async (file) => {
    expect(await seamProblems(file, formatsOnItsOwn)).toEqual([
      'no-restricted-globals',
      'no-restricted-properties',
      'no-restricted-properties',
      'no-restricted-properties',
    ]);
  });

  it('allows them in the seam itself', async () => {
    expect(await seamProblems('shared/src/format.ts', formatsOnItsOwn)).toEqual([]);
  });

  it('allows formatting through the seam', async () => {
    const code = "import { formatPoints } from '@regen/shared/format';\nexport const a = formatPoints(5250);\n";
    expect(await seamProblems('client/src/features/impact/points-summary.tsx', code)).toEqual([]);
  });
});
