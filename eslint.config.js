import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = 'apps/web/src';
const api = 'apps/api/src';

/** Folders present now under one of the web app's folders. */
function listFolders(path) {
  const folder = join(root, web, path);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Each feature may import only itself, never a sibling. */
const featureZones = listFolders('features').map((feature) => ({
  target: `./${web}/features/${feature}`,
  from: `./${web}/features`,
  except: [`./${feature}`],
  message: 'Features do not import each other: compose them in src/app.',
}));

/** The console's sections likewise: its screens compose them (decision 084). */
const consoleSectionZones = listFolders('operator/features').map((section) => ({
  target: `./${web}/operator/features/${section}`,
  from: `./${web}/operator/features`,
  except: [`./${section}`],
  message: 'Console sections do not import each other: compose them in operator/screens.',
}));

/** The dependency direction of the repository, kept by lint (see docs/decisions/001). */
const boundaryZones = [
  ...featureZones,
  {
    target: [`./${web}/features`, `./${web}/components`, `./${web}/lib`, `./${web}/config`],
    from: `./${web}/app`,
    message: 'Only the app layer composes; nothing below it imports src/app.',
  },
  {
    target: [`./${web}/components`, `./${web}/lib`, `./${web}/config`],
    from: `./${web}/features`,
    message: 'Shared UI and libraries stay feature-free.',
  },
  {
    // An allow-list: the console builds on the shared layers only (decision 084).
    target: `./${web}/operator`,
    from: `./${web}`,
    except: ['./operator', './components', './lib', './config', './i18n', './test'],
    message:
      'The console imports only components, lib, config, i18n and the contract: never a player feature or src/app.',
  },
  {
    target: [
      `./${web}/features`,
      `./${web}/components`,
      `./${web}/lib`,
      `./${web}/config`,
      `./${web}/i18n`,
    ],
    from: `./${web}/operator`,
    message: 'The player app and the shared layers know nothing of the console.',
  },
  ...consoleSectionZones,
  {
    target: [`./${web}/operator/features`, `./${web}/operator/components`, `./${web}/operator/lib`],
    from: ['screens', 'shell', 'console-sections.tsx', 'operator-route.tsx'].map(
      (path) => `./${web}/operator/${path}`,
    ),
    message:
      "Only the console's screens and shell compose; sections and shared layers import neither.",
  },
  {
    target: [`./${web}/operator/components`, `./${web}/operator/lib`],
    from: `./${web}/operator/features`,
    message: "The console's shared components and lib stay section-free.",
  },
  {
    target: `./${api}/modules`,
    from: [
      `./${api}/app.ts`,
      `./${api}/server.ts`,
      `./${api}/serve-instance.ts`,
      `./${api}/supervise-workers.ts`,
    ],
    message: 'Modules receive the app instance; they never import how it is built or started.',
  },
  {
    target: './packages',
    from: './apps',
    message: 'Packages are shared by the apps and cannot depend on them.',
  },
];

/**
 * What each API module's production code may import, as an allow-list (decision 083): a module
 * imports itself, the platform and the modules listed here, nothing else. Every folder under
 * src/modules has a line; adding a module is adding its line. A direction not listed fails lint,
 * so a new one is a reviewed change of this table. Tests and test kits may reach across to build
 * their fixtures. Mutual pairs left to break are listed in apps/api/test/module-boundaries.test.ts.
 */
// prettier-ignore
export const apiModuleImports = {
  aml: ['audit', 'customers', 'operators', 'statements'],
  audit: [],
  auth: ['audit'],
  bets: ['customers', 'legal', 'protections', 'races', 'reference', 'tax', 'wallet'],
  cashier: ['aml', 'audit', 'customers', 'identity', 'legal', 'notifications', 'operators', 'protections', 'settlement'],
  content: ['audit', 'reference'],
  customers: ['audit', 'legal', 'notifications'],
  'data-rights': ['audit', 'identity', 'notifications', 'protections', 'statements'],
  debts: ['audit', 'customers'],
  follows: ['notifications', 'protections'],
  health: [],
  identity: ['audit', 'auth', 'customers', 'notifications'],
  'kyc-review': ['audit', 'cashier', 'customers', 'notifications', 'operators', 'protections'],
  legal: ['aml', 'audit', 'cashier', 'customers', 'operators', 'settlement'],
  notifications: [],
  operators: ['audit', 'auth', 'identity'],
  'player-desk': ['audit', 'bets', 'customers', 'identity', 'legal', 'operators', 'wallet'],
  'price-feeds': ['audit', 'race-control', 'races'],
  protections: ['audit', 'customers', 'data-rights', 'legal', 'notifications'],
  'race-admin': ['audit', 'bets', 'customers', 'operators', 'races', 'reference', 'settlement', 'trading'],
  'race-clock': ['price-feeds', 'race-admin', 'race-control', 'races', 'settlement'],
  'race-control': ['audit', 'bets', 'notifications', 'race-admin', 'races', 'settlement', 'trading'],
  races: ['reference', 'tote', 'video'],
  reference: [],
  settlement: ['bets', 'notifications', 'races', 'tax', 'tote', 'video'],
  simulator: ['audit', 'content', 'price-feeds', 'race-control', 'races'],
  statements: ['customers', 'tote'],
  tax: [],
  tote: ['audit', 'customers', 'legal', 'protections', 'races', 'settlement', 'tax'],
  trading: ['audit', 'bets', 'cashier', 'customers', 'races', 'settlement'],
  video: ['races'],
  wallet: ['cashier'],
};

/** Module folders present now. */
export function listApiModules() {
  return readdirSync(join(root, api, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const modules = `./${api}/modules`;
const apiZones = [
  {
    target: ['ledger', 'idempotency', 'realtime', 'metrics', 'retention'].map(
      (d) => `./${api}/${d}`,
    ),
    from: modules,
    message: 'The ledger and the platform know nothing of modules: modules call them.',
  },
  {
    target: `./${api}/plugins`,
    from: modules,
    // The security headers' CSP names the video origins the player's page may load.
    except: ['./video/video-origins.ts'],
    message:
      'Plugins know nothing of modules: who is signed in is proven by identity and operators, registered by app.ts.',
  },
  ...Object.entries(apiModuleImports).map(([name, allowed]) => ({
    target: `${modules}/${name}`,
    from: modules,
    except: [name, ...allowed].map((module) => `./${module}`),
    message: `${name} may import ${allowed.join(', ') || 'no other module'}: a new direction is a line in apiModuleImports (eslint.config.js, decision 083).`,
  })),
  // A module without a line may import nothing of the API until it has one.
  ...listApiModules()
    .filter((name) => !Object.hasOwn(apiModuleImports, name))
    .map((name) => ({
      target: `${modules}/${name}`,
      from: `./${api}`,
      message: `${name} has no line in apiModuleImports (eslint.config.js, decision 083): declare what it may import.`,
    })),
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      'apps/api/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js unless told: without these, no-cycle never follows a .ts file.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'apps/web/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // react-hook-form's handleSubmit returns a promise by design; everything else is checked.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Async functions that satisfy a Promise-returning interface (Fastify plugins, the hub)
      // need no await; unhandled promises are what matter, and no-floating-promises has those.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [`${web}/**`],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The API's directions hold for production code (tests build fixtures across modules).
    files: [`${api}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*test-kit*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...boundaryZones, ...apiZones] },
      ],
    },
  },
  {
    // Command-line tools report on stdout by design.
    files: ['apps/*/scripts/**', 'apps/*/bench/**', 'apps/*/e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read untyped JSON replies (`response.json()`) on purpose and assert on them:
    // the assertions, not the types, are the check there.
    files: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'apps/web/src/test/**', 'apps/web/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Config files are plain and small: typed rules add nothing there, and cost a program each.
    files: ['**/*.{js,mjs,cjs}', '**/{vite,vitest}.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
