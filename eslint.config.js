import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Presentational components take props only: they must not reach state or transport.
const componentBoundary = {
  patterns: [
    {
      group: ['mobx', 'mobx-*', 'mobx-react-lite', 'mobx-persist-store', 'axios', 'socket.io-client'],
      message: 'src/components are presentational: pass data and callbacks in props instead.',
    },
    {
      group: ['**/stores/**', '**/stores', '**/api/**', '**/api'],
      message: 'src/components must not import src/stores or src/api; a screen wires them.',
    },
  ],
};

const testDoubles = {
  group: ['**/testing/**', '**/testing'],
  message: 'src/testing holds test doubles: only stories and tests import them.',
};

// One name per capability (issue 36): inside the code albums hold photos with captions, the chat
// sends chatPhotos, a member has a pseudo. The spec's other names for them live on the wire only,
// read and written in one wireNames.ts per capability (server) and in src/api (client).
const wireOnlyNames = /^(firstName|MediaItems?|mediaItems?|chatImages|ChatImages?|changeComment|ChangeCommentBody|lapingram|lapintube)$/;
const wireOnlyMessage =
  "A name of the spec's wire (firstName, MediaItem, changeComment, chatImages, lapingram…): inside the code say pseudo, AlbumItem/photo, caption, chatPhotos; read and write the wire name in the capability's wireNames.ts.";
// Issue 36: one name per capability inside the client (albums, photos, videos, caption, pseudo,
// chatPhotos). The spec's names (Lapingram, Lapintube) stay in the browser's address and on the
// wire, read in src/api/specNames.ts only.
const specNames = [
  {
    selector: 'MemberExpression[property.name=/^(gram|gramViewer|tube)$/]',
    message: "The spec's page names are read in src/api/specNames.ts: use appPaths.albums, appPaths.albumViewer or appPaths.videos.",
  },
  {
    selector: 'Identifier[name=/^Tube[A-Z]/]',
    message: 'Videos are videos inside the client (VideosScreen, VideosIntro): Lapintube is the page\'s name, not the code\'s.',
  },
  {
    selector: 'Identifier[name=/^(firstName|MediaItems?|mediaItems?|mediaTiles|chatImages|ChatImages?)$/]',
    message:
      "A name of the spec's wire or device (firstName, MediaItem, mediaTiles, chatImages): inside the client say pseudo, AlbumItem or photos, tiles, chatPhotos; read and write the spec's name in src/api/wireNames.ts.",
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'storybook-static', 'node_modules', 'data', 'coverage', '**/__screenshots__'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ignores: ['src/api/specNames.ts', 'src/api/wireNames.ts', 'src/api/wireNames.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...specNames] },
  },
  {
    // Test doubles serve stories and unit tests; the shipped app never reaches them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testDoubles] }] },
  },
  {
    // Later blocks replace the rule's options: components repeat the test-double pattern.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...componentBoundary.patterns, testDoubles] }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/wireNames.ts', 'server/**/*.test.ts', 'server/testing/**'],
    rules: { 'no-restricted-syntax': ['error', { selector: `Identifier[name=${wireOnlyNames}]`, message: wireOnlyMessage }] },
  },
  {
    // shared/ holds the wire's schemas: their keys are the spec's names, every other use is not.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: `Identifier[name=${wireOnlyNames}]:not(Property > Identifier.key)`, message: wireOnlyMessage }],
    },
  },
);
