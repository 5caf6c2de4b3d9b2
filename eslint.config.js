import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { sizeLimits } from './lint/with-reason.js';

// The web app's walls (web/src): shared code (lib for configured libraries,
// stores, hooks, utils, config, components, locales) knows no feature and not
// the app; a feature knows itself and
// shared code only; the app (app/, main.tsx, the sign-in page in login/)
// puts them together. Test helpers (testing/) are for tests only.
const WEB = './web/src';
const FEATURES = readdirSync(new URL('web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const APP = [`${WEB}/app`, `${WEB}/main.tsx`, `${WEB}/login`];
const WEB_ZONES = [
  {
    target: [
      'lib',
      'stores',
      'hooks',
      'utils',
      'config',
      'components',
      'locales',
    ].map((folder) => `${WEB}/${folder}`),
    from: [`${WEB}/features`, ...APP],
    message: 'Shared code imports neither features nor the app.',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: [`${WEB}/features`, ...APP],
    except: [`./${feature}`],
    message:
      'A feature imports itself and shared code only (lib, stores, hooks, utils, config, components).',
  })),
];
const WEB_ONLY_CONTRACT = {
  group: ['@members/server', '@members/whmcs-emulator'],
  message: 'The web app imports only the contract.',
};
const TESTS_ONLY = {
  target: WEB,
  from: `${WEB}/testing`,
  message: 'The test helpers are for tests.',
};

// The server's walls (server/src), lowest layer first: each layer imports
// only the layers before it, so a helper never reaches up into the code that
// uses it. lib holds pure helpers (nothing of ours but the contract); the
// WHMCS client, the stores (with the helpers built on them), sessions and
// mail sit on it; domain holds the loaders and presenters several features
// share; http the route helpers; plugins the cross-cutting concerns; then the
// features, and at the top the composition root (app.ts, main.ts, cli).
const SERVER = './server/src';
const SERVER_LAYERS = [
  {
    name: 'lib',
    paths: ['lib'],
    why: 'lib holds pure helpers: it imports nothing of ours but the contract.',
  },
  {
    name: 'locales',
    paths: ['locales'],
    why: 'The server texts are data: they import nothing.',
  },
  {
    name: 'config',
    paths: ['config.ts', 'config'],
    why: 'The settings are parsed from the environment alone.',
  },
  {
    name: 'brand',
    paths: ['brand'],
    why: "The provider's brand is read from the settings and files: it imports config and lib only.",
  },
  {
    name: 'whmcs',
    paths: ['whmcs', 'panel'],
    why: 'The WHMCS and IPTV panel clients import lib only.',
  },
  {
    name: 'stores',
    paths: ['stores'],
    why: 'Stores and the helpers built on them import lib and the WHMCS client only.',
  },
  {
    name: 'sessions',
    paths: ['sessions'],
    why: 'Sessions import stores and lib only.',
  },
  {
    name: 'mail',
    paths: ['mail'],
    why: 'The mailer imports no domain, route, plugin or feature code.',
  },
  {
    name: 'domain',
    paths: ['domain'],
    why: 'domain imports no feature, plugin or route helper.',
  },
  {
    name: 'http',
    paths: ['http'],
    why: 'The route helpers import no plugin or feature.',
  },
  { name: 'plugins', paths: ['plugins'], why: 'A plugin imports no feature.' },
  {
    name: 'features',
    paths: ['features'],
    why: 'A feature never imports the composition root.',
  },
  {
    name: 'root',
    paths: ['app.ts', 'main.ts', 'cli', 'embedded-whmcs.ts', 'index.ts'],
    why: '',
  },
];
// Every folder and file of server/src sits on a layer: one that sat on none
// (brand/ once did) could import any layer and be imported by any.
const SERVER_UNPLACED = readdirSync(new URL('server/src', import.meta.url))
  .filter((name) => !name.endsWith('.test.ts'))
  .filter((name) => !SERVER_LAYERS.some((layer) => layer.paths.includes(name)));
if (SERVER_UNPLACED.length > 0) {
  throw new Error(
    `server/src/${SERVER_UNPLACED.join(', server/src/')} sits on no layer: add it to SERVER_LAYERS in eslint.config.js, at the place its imports allow, so lint keeps its imports one way.`,
  );
}
const SERVER_FEATURES = readdirSync(
  new URL('server/src/features', import.meta.url),
  { withFileTypes: true },
)
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SERVER_ZONES = [
  ...SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
    target: layer.paths.map((path) => `${SERVER}/${path}`),
    from: SERVER_LAYERS.slice(index + 1).flatMap((above) =>
      above.paths.map((path) => `${SERVER}/${path}`),
    ),
    message: layer.why,
  })),
  ...SERVER_FEATURES.map((feature) => ({
    target: `${SERVER}/features/${feature}`,
    from: `${SERVER}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move what two features share down to domain, stores or lib.',
  })),
];

// Size limits: a source file holds one use case (300 lines) and a function
// does one thing (80 lines), blank lines and comments not counted; the rules
// say why when they refuse (lint/with-reason.js). Tests are apart: a test
// file is the story of one unit, and its cases share their setting. The
// exceptions are data, each with its reason.
const SIZE_EXCEPTIONS = [
  {
    files: ['emulator/src/db/seed/**'],
    why: "The demo and bulk data: each customer's story reads in one place, however long.",
  },
  {
    files: ['emulator/src/db/schema.ts'],
    why: "WHMCS's tables, all in one place as its database has them.",
  },
  {
    files: ['contract/src/field-samples.ts'],
    why: 'A sample of every field, data that tests walk through.',
  },
];
const SIZE_LIMIT_OPTIONS = { skipBlankLines: true, skipComments: true };

// The clocks: the only modules that read the machine's time.
const CLOCK_MODULES = [
  'server/src/lib/clock.ts',
  'emulator/src/clock.ts',
  'web/src/utils/clock.ts',
];
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  'web/src/testing/**',
  'server/src/stores/store-contract.ts',
];
const READ_THE_CLOCK =
  'Read the time through the clock (server: deps.now, lib/clock.ts; emulator: its clock option; web: utils/clock.ts), and "today" with the contract\'s billingDay: tests pin the clock, and a Date() of its own would escape them.';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          conditionNames: ['source', 'types', 'import', 'node', 'default'],
        }),
      ],
    },
    rules: {
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-default-export': 'error',
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['emulator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@members/*', '../../server/*', '../../contract/*'],
              message:
                'The emulator implements WHMCS and imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@members/*', 'node:*', 'fastify*', 'react*'],
              message: 'The contract depends on zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@members/web', '@members/web/*'],
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/i18n',
              importNames: ['setLocale'],
              message:
                'The locale root alone sets the language, from the URL; a language menu navigates.',
            },
          ],
          patterns: [WEB_ONLY_CONTRACT],
        },
      ],
    },
  },
  {
    files: ['web/src/app/routes/root.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [WEB_ONLY_CONTRACT] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...WEB_ZONES, TESTS_ONLY] },
      ],
    },
  },
  {
    // Tests and the test helpers, which render the whole app.
    files: [
      'web/src/**/*.test.{ts,tsx}',
      'web/src/**/testing/**',
      'web/src/**/test-fixtures.ts',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: WEB_ZONES },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/stores/store-contract.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: SERVER_ZONES },
      ],
    },
  },
  {
    files: ['{contract,emulator,server,web,bench}/**/*.{ts,tsx}'],
    ignores: [
      ...TEST_FILES,
      'web/src/**/test-fixtures.ts',
      'server/test/**',
      'emulator/test/**',
      ...SIZE_EXCEPTIONS.flatMap((exception) => exception.files),
    ],
    plugins: { size: sizeLimits },
    rules: {
      'size/max-lines': ['error', { max: 300, ...SIZE_LIMIT_OPTIONS }],
      'size/max-lines-per-function': [
        'error',
        { max: 80, ...SIZE_LIMIT_OPTIONS },
      ],
    },
  },
  {
    // Time is read through one clock per package, so a test that pins the
    // clock pins all of it, and "today" comes from the contract's calendar
    // (the billing day) rather than from whatever zone the machine is in.
    files: ['{server,emulator,web,contract}/src/**/*.{ts,tsx}'],
    ignores: [...CLOCK_MODULES, ...TEST_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: READ_THE_CLOCK,
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: READ_THE_CLOCK,
        },
      ],
    },
  },
  {
    // The sign-in page is light: no React, no app libraries.
    files: ['web/src/login/**/*.ts'],
    ignores: ['web/src/login/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_ONLY_CONTRACT,
            {
              group: [
                'react',
                'react-*',
                '@mantine/*',
                '@tanstack/*',
                'i18next',
              ],
              message:
                'The sign-in page runs without React and the app libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every word a customer reads comes from the locale catalogs.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'placeholder', 'title', 'alt', 'label'],
          },
        },
      ],
    },
  },
  {
    files: ['**/*.config.{js,cjs,ts}', 'eslint.config.js', 'vitest.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  prettier,
);
