import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The architecture of web/src, as the linter enforces it. Each key is a kind of folder; its list
 * says what that folder may import besides its own files. Arrows point one way only (the map has
 * no cycles, and web/test/architecture checks that it stays so), and anything not listed is an
 * error. Read it top to bottom, from the entry points down to the plain helpers:
 *
 *   app            entry-client, hydrateDocument, entry-server, router: wires routes, the hire list and the theme
 *   server-data    server/data: the one database, its migrations and every table's statements
 *   server         the Node server: renders the app, serves the form API and the content lake
 *   routes         one file per URL (TanStack Router): loader and head; renders one screen
 *   feature        features/<screen>: one screen's components; never another screen
 *   site-shell     header, menu and footer around every page
 *   hire-list      the visitor's list of equipment: store, storage, lines and totals
 *   forms          the browser's form kit: fields, submit button and status, drafts
 *   catalogue      the hire catalogue's data: product and category queries, loading status
 *   form-contracts the zod schemas both the browser form and the server's API check against
 *   booking        a quote's figures, the quote API's answers and the typed signature, for the quote screen and the server
 *   pricing        line prices and list totals in whole cents, and the deposit, for the browser and the server
 *   planning       quantities from guests and tables: the plan's bounds, scaling rules, cloth fits
 *   availability   stock free on a date: the overlap arithmetic, Items matching and wording
 *   reserve        whether a list can be reserved on the spot, or which rule sends it to a person
 *   content-lake   the embedded CMS query engine the server mounts
 *   components     shared UI with no domain knowledge (buttons, layout boxes, states, images)
 *   lib            plain helpers (formatting, SEO, Sanity client, route conventions); no UI
 *   theme          design tokens and global styles
 */
const SHARED_MODULES = [
  'hire-list',
  'booking',
  'catalogue',
  'pricing',
  'planning',
  'availability',
  'reserve',
  'forms',
  'form-contracts',
]
export const ARCHITECTURE = {
  // booking for the type of the server's quote read, which the router hands to the quote route.
  app: ['routes', 'site-shell', 'hire-list', 'booking', 'components', 'lib', 'theme'],
  // Connections, migrations and SQL (decision 0025): imports nothing of the server above it.
  'server-data': [],
  server: [
    'server-data',
    'app',
    'content-lake',
    'form-contracts',
    'booking',
    'pricing',
    'planning',
    'availability',
    'reserve',
    'lib',
    'theme',
  ],
  routes: ['feature', 'site-shell', ...SHARED_MODULES, 'preview', 'components', 'lib', 'theme'],
  feature: [...SHARED_MODULES, 'components', 'lib', 'theme'],
  'site-shell': ['hire-list', 'components', 'lib', 'theme'],
  'hire-list': ['catalogue', 'pricing', 'planning', 'availability', 'reserve', 'components', 'lib', 'theme'],
  forms: ['form-contracts', 'components', 'lib', 'theme'],
  catalogue: ['components', 'lib', 'theme'],
  // Pure: the quote's arithmetic, its API's types and the signature rule (decision 0026).
  booking: ['form-contracts', 'pricing', 'availability', 'lib'],
  'form-contracts': ['planning', 'lib'],
  pricing: ['lib'],
  // Pure arithmetic and wording: lib only for writing a count as en-AU does (decision 0030).
  planning: ['lib'],
  // Pure arithmetic and words, the same in the browser and on the server (decision 0018).
  availability: ['lib'],
  // Pure rules over the estimate and availability, the same in the browser and on the server.
  reserve: ['pricing', 'availability', 'lib'],
  // lib only for the image width ladder the lake snaps to and the browser's srcsets use.
  'content-lake': ['lib'],
  // Loaded by the root route only in preview: visual editing and the drafts query client.
  preview: ['lib'],
  components: ['lib', 'theme'],
  lib: [],
  theme: [],
}

/**
 * Every folder kind is an element; the app is files, not a folder (web/src/*.ts(x)), so it is a file
 * category, and a policy names it by that. A file in neither fails the lint (boundaries/no-unknown-files),
 * and so does an import of one (boundaries/no-unknown-dependencies).
 */
const FOLDER_TYPES = Object.keys(ARCHITECTURE).filter((type) => type !== 'app')
const elementPattern = (type) =>
  type === 'server-data'
    ? { type, pattern: 'web/src/server/data/**', partialMatch: false }
    : type === 'feature'
      ? { type, pattern: 'web/src/features/*', capture: ['screen'], partialMatch: false }
      : { type, pattern: `web/src/${type}`, partialMatch: false }
/** The targets a kind may import: folders by element type, the app's files by their category. */
const kinds = (types) => [
  { element: { types: { anyOf: types.filter((type) => type !== 'app') } } },
  ...(types.includes('app') ? [{ file: { categories: 'app' } }] : []),
]

const architecture = {
  files: ['web/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': FOLDER_TYPES.map(elementPattern),
    'boundaries/files': [{ category: 'app', pattern: 'web/src/*.{ts,tsx}' }],
    'boundaries/include': ['web/src/**/*'],
    // Patterns are relative to the repository, wherever ESLint is started from (tests start it in web/).
    'boundaries/root-path': import.meta.dirname,
  },
  rules: {
    'boundaries/no-unknown-files': 'error',
    'boundaries/no-unknown-dependencies': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          ...Object.entries(ARCHITECTURE).map(([type, allowed]) => ({
            from: type === 'app' ? { file: { categories: 'app' } } : { element: { type } },
            allow: { to: kinds(type === 'feature' ? allowed : [type, ...allowed]) },
          })),
          // A screen's own files, and no other screen's.
          {
            from: { element: { type: 'feature' } },
            allow: { to: { element: { type: 'feature', captured: { screen: '{{ from.element.captured.screen }}' } } } },
          },
        ],
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-*/**',
      '**/.sanity/**',
      '**/routeTree.gen.ts',
      'schemas/src/sanity.types.ts',
      'tests/artifacts/**',
      'bench/**/*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  architecture,
  {
    // The theme's tokens are the one home of a colour: a literal elsewhere in the site drifts from them.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/theme/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // A colour's digits end the word: `#add-ons` is a fragment link, not #add.
          'Literal[value=/#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?(?![\\w-])/]',
          'TemplateElement[value.raw=/#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?(?![\\w-])/]',
        ].map((selector) => ({ selector, message: 'A colour is a token: read it from web/src/theme/tokens.ts.' })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
)
