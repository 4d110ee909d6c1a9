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
);
