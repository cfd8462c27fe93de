import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import rules of the client's zones (patterns of @typescript-eslint/no-restricted-imports).
const serverTypesOnly = { group: ['@regen/server/*', '**/server/src/*'], allowTypeImports: true };
const noFeatureImports = {
  regex: '(^|/)features/',
  message: 'components/ and lib/ are shared by every feature: they import no feature (move shared UI here instead).',
};
const noRouteImports = { regex: '(^|/)routes/', message: 'Only the router imports route files.' };
const apiOnlyInApiFiles = {
  regex: '(^|/)lib/trpc(\\.ts)?$',
  message: "Call the API through the feature's api.ts (its hooks own the query keys and the invalidation).",
};
// From features/<area>/<file>: '../<other area>/<anything but index.ts>'.
const otherFeatureInternals = {
  regex: '^\\.\\./(?!\\.\\./)[^/]+/(?!index\\.ts$)',
  message: 'Import another feature through its index.ts, never its internals.',
};
const noFeaturePaths = { regex: '(^|/)features/', message: 'Import another feature as ../<area>/index.ts.' };
// A route file renders a feature's page (features/<area>/*-page.tsx) or uses its index.ts.
const routeFeatureImports = {
  regex: '(^|/)features/[^/]+/(?!index\\.ts$|[^/]*-page\\.tsx$)',
  message: "A route file imports a feature's page (*-page.tsx) or its index.ts.",
};
const clientImports = (...patterns) => ['error', { patterns: [serverTypesOnly, ...patterns] }];
// A server module (server/src/modules/<domain>/) is used only through its index.ts.
const serverModuleImports = (regex) => [
  'error',
  { patterns: [{ regex, message: 'Import a server module through its index.ts, never its internals.' }] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'client/src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
    },
  },
  {
    // Migrations are frozen against Kysely<any> on purpose.
    files: ['migrations/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['server/src/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client may import only types from the server (docs/design.md §1).
      '@typescript-eslint/no-restricted-imports': clientImports(),
    },
  },
  // The client's zones (docs/decisions/020-client-surfaces.md): components/ and lib/ serve
  // every feature and import none; a feature uses another only through its index.ts; only a
  // feature's api.ts calls the API; route files render a feature's page.
  {
    files: ['client/src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': clientImports(noFeatureImports, noRouteImports, apiOnlyInApiFiles),
    },
  },
  {
    files: ['client/src/lib/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': clientImports(noFeatureImports, noRouteImports) },
  },
  {
    files: ['client/src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': clientImports(
        otherFeatureInternals,
        noFeaturePaths,
        noRouteImports,
        apiOnlyInApiFiles,
      ),
    },
  },
  {
    files: ['client/src/features/*/api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': clientImports(otherFeatureInternals, noFeaturePaths, noRouteImports),
    },
  },
  {
    // Route options (search validators, loaders, beforeLoad) ship with the route tree in the
    // first download: keep heavy modules out of route files (landing page JS budget).
    files: ['client/src/routes/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Validate search params with a plain function in route files.' }],
          patterns: [
            serverTypesOnly,
            {
              group: ['@regen/shared/data/*', '@regen/shared/rules/*', '@regen/shared/schemas/*'],
              message: 'Import rules and data in feature components, not in route files.',
            },
            routeFeatureImports,
            apiOnlyInApiFiles,
          ],
        },
      ],
    },
  },
  // The server's domains (docs/architecture.md, issue 17): a module under
  // server/src/modules/<domain>/ is used only through its index.ts; trpc/router.ts alone also
  // mounts its <domain>.router.ts. Tests may import internals.
  {
    files: ['server/src/**/*.ts', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': serverModuleImports('(^|/)modules/[^/]+/(?!index\\.ts$)') },
  },
  {
    files: ['server/src/trpc/router.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': serverModuleImports(
        '(^|/)modules/[^/]+/(?!index\\.ts$|[^/]+\\.router\\.ts$)',
      ),
    },
  },
  {
    // From modules/<domain>/<file> also '../<other domain>/<anything but index.ts>'.
    files: ['server/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': serverModuleImports(
        '^\\.\\./(?!\\.\\./)[^/]+/(?!index\\.ts$)|(^|/)modules/[^/]+/(?!index\\.ts$)',
      ),
    },
  },
  {
    // shared/ is pure (STYLE.md, docs/decisions/025): both ends import it, it imports neither,
    // and no I/O or framework, so its event union and rules run anywhere.
    files: ['shared/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@regen/server',
                '@regen/server/*',
                '@regen/client',
                '@regen/client/*',
                '**/server/src/**',
                '**/client/src/**',
              ],
              message: 'shared/ is imported by the server and the client; it imports neither.',
            },
            {
              group: [
                'node:*',
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                '@trpc/*',
                'kysely',
                'pg',
                'fastify',
                '@fastify/*',
              ],
              message: 'shared/ has no I/O and no framework: pure TypeScript and zod.',
            },
          ],
        },
      ],
    },
  },
  {
    // One formatting seam (docs/decisions/089): dates, times, numbers, prices and points are
    // written by shared/src/format.ts alone, which takes the locale. Tests may use Intl as an oracle.
    files: ['client/src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'shared/src/**/*.ts'],
    ignores: ['shared/src/format*.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Format through @regen/shared/format (the one formatting seam, with the locale).' },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Format through @regen/shared/format (the one formatting seam, with the locale).',
        })),
      ],
    },
  },
  {
    // One message catalogue (docs/decisions/088): in the folders already converted, the text a
    // person reads comes from the catalogue (useT, formatMessage), never a literal in the JSX.
    // Add a folder here once its strings are in shared/src/i18n/messages/en.ts.
    files: [
      'client/src/components/**/*.tsx',
      'client/src/routes/__root.tsx',
      'client/src/features/auth/**/*.tsx',
      'client/src/features/public/**/*.tsx',
      'client/src/features/search/**/*.tsx',
      'client/src/features/profile/**/*.tsx',
      'client/src/features/admin/**/*.tsx',
      'client/src/features/resellers/**/*.tsx',
      'client/src/routes/*.tsx',
      'client/src/features/booking/**/*.tsx',
      'client/src/routes/booking.$activityId.tsx',
      'client/src/features/impact/**/*.tsx',
      'client/src/features/inbox/**/*.tsx',
      'client/src/features/messaging/**/*.tsx',
      'client/src/features/reviews/**/*.tsx',
      'client/src/features/supplier/**/*.tsx',
      'client/src/features/schedules/**/*.tsx',
      'client/src/features/calendars/**/*.tsx',
      'client/src/features/attendance/**/*.tsx',
      'client/src/features/bookings/**/*.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]/]',
          message:
            'Put user-facing text in the message catalogue (shared/src/i18n/messages/en.ts) and show it with useT().',
        },
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label)$/] > Literal[value=/[A-Za-z]/]',
          message:
            'Put user-facing text in the message catalogue (shared/src/i18n/messages/en.ts) and show it with useT().',
        },
      ],
    },
  },
  {
    // No import cycles (docs/decisions/087): a module and what it imports form a tree, so each
    // can be read, tested and loaded on its own. Imports of types only are erased before the
    // code runs and may go both ways (the client's AppRouter type). Node's own resolution
    // (the `.ts` paths as written, the workspaces' subpath exports such as `@regen/shared/*`);
    // packages are not followed.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['scripts/**/*.mjs', 'client/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
