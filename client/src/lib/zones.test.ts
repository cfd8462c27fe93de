import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The client's zones are enforced by the lint config (eslint.config.js, docs/decisions/020):
// these lint a few lines as if they sat in a given file and read the import rule's verdict
// (only that rule runs, so no type information is needed).

const eslint = new ESLint({
  cwd: new URL('../../..', import.meta.url).pathname,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === '@typescript-eslint/no-restricted-imports',
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message.replace(/^.* by a pattern\. /, ''));
}

describe('client zones', { timeout: 30_000 }, () => {
  it("refuses a feature importing another feature's internals, and allows its index.ts", async () => {
    const messages = await restrictedImports(
      'client/src/features/bookings/traveler-bookings.tsx',
      [
        "import { ConversationDialog } from '../messaging/conversation-dialog.tsx';",
        "import { useUnreadCounts } from '../messaging/index.ts';",
        "import { Button } from '../../components/ui/button.tsx';",
        'export const used = [ConversationDialog, useUnreadCounts, Button];',
      ].join('\n'),
    );
    expect(messages).toEqual(['Import another feature through its index.ts, never its internals.']);
  });

  it("refuses the tRPC client outside a feature's api.ts", async () => {
    const code = "import { trpc } from '../../lib/trpc.ts';\nexport const used = trpc;\n";
    expect(await restrictedImports('client/src/features/supplier/slot-list.tsx', code)).toEqual([
      "Call the API through the feature's api.ts (its hooks own the query keys and the invalidation).",
    ]);
    expect(await restrictedImports('client/src/features/supplier/api.ts', code)).toEqual([]);
  });

  it('refuses shared UI and lib importing a feature', async () => {
    const code =
      "import { CancelBookingDialog } from '../../features/bookings/index.ts';\nexport const used = CancelBookingDialog;\n";
    const message =
      'components/ and lib/ are shared by every feature: they import no feature (move shared UI here instead).';
    expect(await restrictedImports('client/src/components/layout/site-header.tsx', code)).toEqual([message]);
    expect(await restrictedImports('client/src/lib/form.ts', code.replace('../../', '../'))).toEqual([message]);
  });

  it("lets a route file import a feature's page but not its api.ts", async () => {
    const messages = await restrictedImports(
      'client/src/routes/_authed/profile.tsx',
      [
        "import { ProfilePage } from '../../features/profile/profile-page.tsx';",
        "import { useProfile } from '../../features/profile/api.ts';",
        'export const used = [ProfilePage, useProfile];',
      ].join('\n'),
    );
    expect(messages).toEqual(["A route file imports a feature's page (*-page.tsx) or its index.ts."]);
  });
});
