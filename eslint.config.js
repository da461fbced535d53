// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Server modules from the lowest layer up: a module's code may use the modules before it in this
// list (through their services and job definitions), never those after it, so no two modules can
// import each other (DESIGN "Composition"). A new module goes in at the layer its imports allow.
const SERVER_MODULE_LAYERS = [
  'messaging',
  'cms',
  'cms-content',
  'branches',
  'opening-hours',
  'lookups',
  'outbox',
  'system',
  'uploads',
  'products',
  'prospects',
  'appointments',
  'leaving',
  'security',
  'staff',
  'personal-data',
  // A day deposit's terms (decision 231): read by the contracts, penny transfer and welcome above.
  'deposits',
  'student',
  'eligibility',
  'consents',
  'consent-documents',
  'documents',
  // Salary statements uploaded for a loan (decision 149): below loans, which read them.
  'risk-documents',
  // Salary statements by open banking (decision 148): below loans, which read the income.
  'open-banking',
  'document-reading',
  'handoff',
  // Cross-checks of what the applicant gave (decision 287): read by the call's detail.
  'identity-checks',
  // Four eyes on high-risk approvals (decision 267): below the call's decisions, which record them.
  'four-eyes',
  'video-identification',
  'bank-accounts',
  'contracts',
  'penny-transfer',
  'welcome',
  'document-archive',
  'dossiers',
  // The personal loan (decision 147): above dossiers, whose runs it starts and moves.
  'loans',
  // Above loans and dossiers: a loan continued as an account, a supervisor's cancel.
  'process-switch',
  // Quality review of decided calls (decision 269): reads the video identification's services.
  'quality-review',
  // The staff's case page (decision 265): reads the modules below through their services.
  'case-view',
  // The staff case search (decision 263): its one query reads the case, product and account tables
  // and its backfill each case's stored values; the modules below write its index through a port.
  'case-search',
  // Evidence and proofs (decisions 151, 152): they read every module below and delete what may not
  // be kept.
  'case-evidence',
  'data-retention',
  // Operations live (decisions 270, 271): reads the operators' queue and the staff's names.
  'operations',
];
const serverModulesDir = new URL('./apps/server/src/modules/', import.meta.url);
const serverModules = readdirSync(serverModulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unlayered = serverModules.filter((name) => !SERVER_MODULE_LAYERS.includes(name));
if (unlayered.length > 0) {
  throw new Error(`Add the server modules ${unlayered.join(', ')} to SERVER_MODULE_LAYERS`);
}
const moduleDir = (name) => `./apps/server/src/modules/${name}`;
// Retention deletes a case across every module's tables as one unit (decision 152): its policy and
// repository name those tables; the case search reads them, read only, for its one query and its
// backfill (decision 263); no other module reads another's.
const READS_EVERY_TABLE = ['data-retention', 'case-search'];
// One zone a module for each rule, each naming every path it keeps out: the rule matches each
// file against every zone, and a zone a pair of modules (some 2,700) made it a sixth of the lint.
const serverModuleZones = SERVER_MODULE_LAYERS.flatMap((name, layer) => {
  const later = SERVER_MODULE_LAYERS.slice(layer + 1);
  const others = SERVER_MODULE_LAYERS.filter((other) => other !== name);
  return [
    ...(later.length === 0
      ? []
      : [
          {
            target: moduleDir(name),
            from: later.map(moduleDir),
            except: READS_EVERY_TABLE.includes(name) ? ['./tables.ts'] : [],
            message: `Module ${name} may import only the modules before it in SERVER_MODULE_LAYERS (eslint.config.js); pass what it needs in from the composition root.`,
          },
        ]),
    {
      target: moduleDir(name),
      from: others.flatMap((other) => [
        `${moduleDir(other)}/repository.ts`,
        ...(READS_EVERY_TABLE.includes(name) ? [] : [`${moduleDir(other)}/tables.ts`]),
      ]),
      message: 'A module uses another module through its service, never its repository or tables.',
    },
  ];
});
/**
 * The server's layers, top down (DESIGN "Layout", STYLE habit 8): main.ts and app.ts; the
 * composition root (composition/: it builds every service and gathers the job definitions and the
 * tables) and the HTTP tree (routes/); the modules; the request plugins (plugins/) and the ports
 * (infra/, errors/) the modules use. Nothing imports a layer above its own.
 */
const serverLayerZones = [
  {
    target: [
      './apps/server/src/modules',
      './apps/server/src/plugins',
      './apps/server/src/infra',
      './apps/server/src/errors',
    ],
    from: ['./apps/server/src/composition', './apps/server/src/routes', './apps/server/src/app.ts'],
    message:
      'Only app.ts and main.ts build the app from the composition root and the routes; modules, plugins and infra receive what they need.',
  },
  {
    target: ['./apps/server/src/plugins', './apps/server/src/infra', './apps/server/src/errors'],
    from: './apps/server/src/modules',
    message:
      'Request plugins and infra sit below the modules and know none of them: take a port or a callback from the composition root.',
  },
  ...SERVER_MODULE_LAYERS.map((name) => ({
    target: `${moduleDir(name)}/tables.ts`,
    from: './apps/server/src/modules',
    except: [`./${name}`, ...serverModules.map((other) => `./${other}/tables.ts`)],
    message: 'Table declarations may reference other modules’ tables only.',
  })),
];

/**
 * Decision 238: dates, times, money and numbers are written through the one formatting module
 * (`@onboarding/domain/format`), never by `Intl`'s formatters, `toLocale*String` or a date put
 * together from its parts by hand. In a flat config a later block's `no-restricted-syntax`
 * replaces an earlier one's, so a block that sets the rule for its own files repeats these.
 */
const FORMAT_MESSAGE =
  'Write dates, money and numbers through @onboarding/domain/format (decision 238).';
const FORMAT_SELECTORS = [
  "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat|ListFormat)$/]",
  'MemberExpression[property.name=/^toLocale(Date|Time)?String$/]',
  'CallExpression[callee.property.name=/^(getDate|getMonth|getFullYear|getHours|getMinutes)$/]',
].map((selector) => ({ selector, message: FORMAT_MESSAGE }));
/** Where `Intl` and the calendar parts may still be used, each for a reason of its own. */
const FORMAT_EXCEPTIONS = [
  // The module itself.
  'packages/domain/src/format/**',
  // Reads an instant's date, weekday and time in the bank's zone as parts (opening hours,
  // holidays, appointment days): it computes, it never writes a text for people.
  'packages/domain/src/local-time.ts',
  // Parses typed dates and finds "today" in a zone ICU knows: calendar parts, not display.
  'packages/domain/src/personal-data/dates.ts',
  // Tests and journeys build their inputs and expected values as they like.
  '**/*.test.{ts,tsx}',
  '**/*.contract-test.ts',
  '**/*.postgres-test.ts',
  'apps/server/test/**',
  'e2e/**',
];

const featuresOf = (app) =>
  readdirSync(new URL(`./apps/${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = featuresOf('web');
const operatorFeatures = featuresOf('operator');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      'apps/server/drizzle/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/operator/**/*.{ts,tsx}',
      'packages/web-shell/**/*.{ts,tsx}',
      'packages/video-call/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Habit 2 of STYLE.md: a feature never imports another feature; code flows domain -> features -> app.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature must not import another feature; move the shared part to components, lib or domain.',
            })),
            {
              target: ['./apps/web/src/components/**', './apps/web/src/lib/**'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not depend on features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // The operator console has the applicant app's zones (decision 261): features/ never import
    // one another; shared/ imports no feature and not the app shell.
    files: ['apps/operator/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...operatorFeatures.map((feature) => ({
              target: `./apps/operator/src/features/${feature}`,
              from: './apps/operator/src/features',
              except: [`./${feature}`],
              message:
                'A feature must not import another feature; move the shared part to shared/ (or compose both in app/route-table.tsx).',
            })),
            {
              target: './apps/operator/src/shared/**',
              from: ['./apps/operator/src/features', './apps/operator/src/app'],
              message: 'Shared code must not depend on features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // DESIGN "Composition": the server's layers, and the modules in layers of their own, each
    // through the others' services only.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayerZones }] },
  },
  {
    // A module's code besides its table declarations (those may reference any module's tables).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/modules/*/tables.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...serverLayerZones, ...serverModuleZones] },
      ],
    },
  },
  {
    // One use case per file (decision 228): a server file that outgrows this tells more than one
    // story, a function that does has a middle worth naming.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*-test.ts'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 100 }],
    },
  },
  {
    // The environment schema is one object literal by design: docs/configuration.md is generated
    // from it, one row per property with its comment (scripts/config-docs.mjs).
    files: ['apps/server/src/infra/config-env.ts'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  {
    // Decision 238: one formatting module for every text people read.
    files: ['**/*.{ts,tsx}'],
    ignores: FORMAT_EXCEPTIONS,
    rules: { 'no-restricted-syntax': ['error', ...FORMAT_SELECTORS] },
  },
  {
    // Services and ports are built once, in the composition root (composition/); a route or a
    // service receives them.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/composition/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^create[A-Z]\\w*Service$/]',
          message: 'Build services in composition/ (the composition root) only.',
        },
        // Repeated from the block above, which this block's rule would otherwise replace.
        ...FORMAT_SELECTORS,
      ],
    },
  },
  {
    // The domain package is pure: no I/O, no process environment.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'net'],
              message: 'packages/* stay free of I/O.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process'],
    },
  },
  {
    // Habit 9: only the config module reads the environment (and a command's entry, which hands
    // it to the command to load the configuration from, as main.ts does through config.ts).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/infra/config.ts',
      'apps/server/src/commands/*-main.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through infra/config.ts.',
        },
      ],
    },
  },
);
