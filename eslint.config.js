import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const clientNeverImportsServer = {
  group: ['**/server/**', '../server/*'],
  message: 'The client never imports server code.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [clientNeverImportsServer] }],
    },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Under flat config this block replaces the one above for features, so it repeats the server rule.
          patterns: [
            clientNeverImportsServer,
            {
              group: ['@/features/**', '../../*', '../../../features/**'],
              message: 'Features never import each other: use @/components, @/lib or @shared.',
            },
            { group: ['@/app/**'], message: 'Features never import the app layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/test': it fails a journey on console errors.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/client/**'], message: 'Shared code stands alone.' }] },
      ],
    },
  },
);
