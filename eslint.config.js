import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
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
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['scripts/**/*.mjs', 'client/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
