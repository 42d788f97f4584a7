import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

// The layers of src/, lowest first: a folder (or a file at the top of src/) may import the ones before it,
// never one after it, so no two folders import each other; src/app/folderCycles.test.ts checks that no
// folders of src/ or server/, at any depth, import each other around a loop, whichever layers they are in.
const srcLayers = [
  ['brand.ts', 'theme.ts'],
  ['domain'],
  ['schemas'],
  ['i18n', 'session'],
  ['dataProvider'],
  ['realtime', 'frame'],
  ['auth', 'schema-ui'],
  ['resources'],
  ['features'],
  ['customer'],
  ['layout'],
  ['custom-pages'],
  ['app'],
];

// The same for server/.
const serverLayers = [
  ['clock.ts', 'config', 'version.ts', 'jobs.ts'],
  ['db', 'storage'],
  ['plugins'],
  ['simulators'],
  ['services'],
  ['context.ts', 'seed', 'outsideSystems.ts'],
  ['routes', 'startBanner.ts'],
  ['composition.ts'],
  ['app.ts'],
  ['main.ts'],
];

const zonesOf = (area, layers) =>
  layers.slice(0, -1).flatMap((layer, index) =>
    layer.map((folder) => ({
      target: `./${area}/${folder}`,
      from: layers
        .slice(index + 1)
        .flat()
        .map((higher) => `./${area}/${higher}`),
      message: `${area}/${folder} sits below these folders; move what both need to a lower layer.`,
    })),
  );
const layerZones = [...zonesOf('src', srcLayers), ...zonesOf('server', serverLayers)];

// A feature's index.ts is its public API: every other folder, and every other feature, imports what the
// feature offers from there, never from the modules behind it.
const entriesOf = (dir) => readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true });
const features = entriesOf('src/features').filter((entry) => entry.isDirectory());
const srcOutsideFeatures = entriesOf('src')
  .filter((entry) => entry.name !== 'features')
  .map((entry) => `./src/${entry.name}`);
const featureEntryZones = features.map(({ name }) => ({
  target: [
    ...srcOutsideFeatures,
    ...features.filter((other) => other.name !== name).map((other) => `./src/features/${other.name}`),
  ],
  from: `./src/features/${name}`,
  except: ['./index.ts'],
  message: `Import src/features/${name} through its index.ts; export there what other folders need.`,
}));

// The customer's pages open on a phone without the back-office: no sign-in, no react-admin.
const customerZone = {
  target: './src/customer',
  from: ['./src/auth', './src/schema-ui', './src/resources'],
  message: "The customer's app loads nothing of the back-office.",
};

// The server and the web app share src/schemas and src/domain only (docs/architecture.md).
const serverZone = {
  target: './server',
  from: './src',
  except: ['./schemas', './domain'],
  message: 'The server reads only src/schemas and src/domain.',
};
const webAppZone = { target: './src', from: './server', message: 'The web app never imports the server.' };

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.bench-data/**',
      'build-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureEntryZones, customerZone, serverZone, webAppZone] },
      ],
      // A leading underscore marks a name kept on purpose; a rest pattern drops the fields named before it.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // The Chinese texts separate their parts with the ideographic space (U+3000) on purpose.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: true },
      ],
    },
  },
  {
    // A web-app test may check the client's forms against the server's own validation, and a feature's
    // pages as they are, behind its index.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, customerZone, serverZone] }] },
  },
  {
    files: ['src/customer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(react-admin|ra-)', message: "The customer's app loads nothing of react-admin." }] },
      ],
    },
  },
  {
    // The demo pages' scripts run in the browser as they are, without a build.
    files: ['public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { document: 'readonly', window: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // The hall's hooks keep the newest callback or value in a ref written during render, so handlers and
      // timers registered once read it; moving those writes into effects would let them see stale values.
      'react-hooks/refs': 'off',
      // Effects reset loading flags and selections when their inputs change, then fetch; moving the reset
      // into render or keys would change when the pages show their loading and empty states.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
);
