// `npm run lint`: ESLint on the TypeScript sources of every package (no type information, so it stays fast).
// - React hooks: rules-of-hooks and exhaustive-deps (both errors; a deliberate exception carries an
//   `eslint-disable-next-line` with its reason, and a disable comment that no longer suppresses anything fails).
// - Import boundaries (eslint-plugin-boundaries), see docs/lint-and-budget.md:
//   a remote imports only @basin/shared (any subpath) and @basin/api/schemas, @basin/api/domain(Notes), @basin/api/statistics;
//   shared never imports a remote or the host; the host never imports a remote's source;
//   api/src never imports browser packages (shared, remotes, react, antd, ...).
// - No import cycles (import-x/no-cycle), one file-naming convention (check-file), and in a route's
//   index.ts neither SQL (it belongs in the route's repository.ts) nor a hand-written 400 (throw FieldError).
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import i18next from 'eslint-plugin-i18next';

/** The packages whose src/ follows the naming convention. */
const PACKAGES = ['api', 'shared', 'host', 'remote-map', 'remote-explore', 'remote-wq-update', 'remote-tools'];
const SOURCES = `{${PACKAGES.join(',')}}/src`;
/** check-file's own globs for the cases (kept here so that one rule can allow two of them). */
const CAMEL_CASE = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))';
const PASCAL_CASE = '*([A-Z]*([a-z0-9]))';
const KEBAB_CASE = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';

/**
 * The folders whose texts are all in the catalogues (docs/i18n.md): a literal text in their JSX (a child
 * or a visible attribute) fails lint, so no English is left for the next page to forget.
 */
const TRANSLATED = ['host/src', 'shared/src', 'remote-map/src', 'remote-explore/src', 'remote-wq-update/src', 'remote-tools/src'];

/** SQL keywords that start a statement: a route's index.ts holding one has SQL outside its repository. */
const SQL_STATEMENT = '/\\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH)\\s/';

/** The browser-only modules the data service must never import. */
const BROWSER_PACKAGES = [
  '@basin/shared',
  '@basin/host',
  '@basin/remote-*',
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'antd',
  '@ant-design/*',
  '@tanstack/react-query',
  'zustand',
  'nuqs',
  'maplibre-gl',
  'mapbox-gl',
  '@deck.gl/*',
  '@visx/*',
];

/**
 * The parts of the API package a browser app may import: route schemas (types), the plain domain module and its notes, the pure
 * statistics, the error-report scrubbing both sides use.
 */
const API_CONTRACT = { type: 'api', fileInternalPath: ['src/schemas/**', 'src/domain.ts', 'src/domainNotes.ts', 'src/statistics/**', 'src/scrubEvent.ts'] };

export default defineConfig(
  {
    // TypeScript only: the JavaScript files are build and start scripts.
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**', '**/*.{js,cjs,mjs,jsx}'],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries, 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import/resolver': {
        typescript: { project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver': {
        typescript: { project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
      'boundaries/elements': [
        { type: 'remote', pattern: 'remote-*', capture: ['remote'], partialMatch: false },
        { type: 'host', pattern: 'host', partialMatch: false },
        { type: 'shared', pattern: 'shared', partialMatch: false },
        { type: 'api', pattern: 'api', partialMatch: false },
        { type: 'e2e', pattern: 'e2e', partialMatch: false },
        { type: 'dev-idp', pattern: 'tooling/dev-idp', partialMatch: false },
        { type: 'sentry-receiver', pattern: 'tooling/sentry-receiver', partialMatch: false },
      ],
      'boundaries/legacy-templates': false,
    },
    rules: {
      // Type-only imports are erased at build time, so only value imports can make a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      // A file is named after what it holds: PascalCase for a React component, camelCase for any other
      // module. Kebab-case only where the name is a URL or a command: folders, route and page tests,
      // e2e specs, CLI entry points, build and test tooling.
      'check-file/filename-naming-convention': [
        'error',
        {
          [`${SOURCES}/!(cli|bench)/**/!(*.test|*.spec|global-setup|global-teardown).{ts,tsx}`]: `@(${CAMEL_CASE}|${PASCAL_CASE})`,
          [`${SOURCES}/*.{ts,tsx}`]: `@(${CAMEL_CASE}|${PASCAL_CASE}|${KEBAB_CASE})`,
          [`${SOURCES}/**/*.{ts,tsx}`]: `@(${CAMEL_CASE}|${PASCAL_CASE}|${KEBAB_CASE})`,
        },
        { ignoreMiddleExtensions: true },
      ],
      // Folders are kebab-case; in api/src/routes `_name` is a path parameter and `(group)` a policy group.
      'check-file/folder-naming-convention': [
        'error',
        Object.fromEntries(PACKAGES.map((name) => [`${name}/src/**/`, `@(${KEBAB_CASE}|_+([a-zA-Z])|\\(${KEBAB_CASE}\\))`])),
      ],
      // Every import of a workspace file or a package: local imports resolve to their folder (package imports
      // such as '@basin/shared/map' resolve to the package's source, so they are checked like relative paths);
      // other packages are allowed except the browser ones in api/src. The last policy that matches decides.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: [
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            {
              from: { element: { type: 'remote' } },
              allow: { to: [{ element: { type: 'shared' } }, { element: API_CONTRACT }] },
            },
            {
              from: { element: { type: 'host' } },
              allow: { to: [{ element: { type: 'shared' } }, { element: API_CONTRACT }] },
            },
            {
              from: { element: { type: 'shared' } },
              allow: { to: [{ element: API_CONTRACT }] },
            },
            {
              from: { element: { type: 'e2e' } },
              allow: {
                to: [
                  { element: { type: 'shared', fileInternalPath: 'src/routing/**' } },
                  { element: { type: 'shared', fileInternalPath: 'src/glossary/anchor.ts' } },
                  // The message catalogues: the tests read the English (and Spanish) a page shows.
                  { element: { types: ['shared', 'host', 'remote'], fileInternalPath: 'src/i18n/**/*.json' } },
                  { element: { type: 'dev-idp', fileInternalPath: 'src/users.mjs' } },
                ],
              },
            },
            // The tests' stand-in for the error-reporting service.
            {
              from: { element: { types: ['api', 'e2e'] } },
              allow: { to: { element: { type: 'sentry-receiver' } } },
            },
            {
              from: { element: { type: 'api' } },
              disallow: { to: [{ element: { types: ['remote', 'host', 'shared'] } }, { module: { origin: 'external', source: BROWSER_PACKAGES } }] },
              message: 'api/src never imports browser packages (shared, remotes, react, antd, ...): {{dependency.source}}',
            },
            {
              from: { element: { types: ['remote', 'host', 'shared'] } },
              disallow: { to: { module: { origin: 'external', source: ['@basin/host', '@basin/remote-*', '@basin/e2e', '@basin/api'] } } },
              message: 'A browser app never imports the host, a remote or the API server: {{dependency.source}}',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{host,shared,remote-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A route's index.ts registers its contract and calls its repository: no SQL, no hand-written 400.
    files: ['api/src/routes/**/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `TemplateElement[value.raw=${SQL_STATEMENT}]`, message: "SQL belongs in the route's repository.ts." },
        { selector: `Literal[value=${SQL_STATEMENT}]`, message: "SQL belongs in the route's repository.ts." },
        { selector: "CallExpression[callee.property.name='code'][arguments.0.value=400]", message: 'Throw a FieldError (api/src/apiProblem.ts): one handler writes every 400.' },
      ],
    },
  },
  {
    files: TRANSLATED.map((folder) => `${folder}/**/*.tsx`),
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['title', 'alt', 'placeholder', 'label', 'aria-label', 'aria-description', 'description', 'message', 'tooltip'] },
          // The translator (`t`, `t.rich`) and calls whose strings are not texts (keys, ids, class names).
          callees: { exclude: ['t', 't.rich', 'require', 'addEventListener', 'removeEventListener', 'getElementById', 'includes', 'startsWith', 'endsWith', 'set', 'get', 'has'] },
        },
      ],
    },
  },
  {
    // shared's subpath entries (@basin/shared/analysis, /map, ...) are bundled into each app; only
    // '@basin/shared' is one instance at run time. A relative import of its state (the translator, the
    // store) from a subpath module would bundle a second, empty copy into the remote.
    files: ['shared/src/{analysis,map,glossary,status,search,results-table,links,ui/no-monitoring-data,ui/layout}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/analysis/testing/**'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/i18n/translate', '**/i18n/catalogue', '**/i18n/domainLabels', '**/store/*', '**/value-status/*', '**/notifications/*'],
              allowTypeImports: true,
              message: "Import it from '@basin/shared' (the one instance at run time), not by a relative path.",
            },
          ],
        },
      ],
    },
  },
);
