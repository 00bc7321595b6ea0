import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = fileURLToPath(new URL('.', import.meta.url));

// The layers are kept apart by where an import lands, not by how it is spelled: each import is resolved to a file
// (through tsconfig's @/ and @shared/ paths, relative paths included) and that file's folder decides (decision 0035).
const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  ...features.map((feature) => ({
    target: `src/client/features/${feature}`,
    from: 'src/client/features',
    except: [`./${feature}`],
    message: 'Features never import each other: use @/components, @/lib or @shared.',
  })),
  {
    target: 'src/client/features',
    from: 'src/client/app',
    message: 'Features never import the app layer.',
  },
  {
    target: ['src/client/components', 'src/client/lib'],
    from: 'src/client/features',
    message: 'Shared client code (components, lib) never imports a feature.',
  },
  { target: 'src/client', from: 'src/server', message: 'The client never imports server code.' },
  { target: 'src/server', from: 'src/client', message: 'The server never imports client code.' },
  { target: 'src/shared', from: ['src/client', 'src/server'], message: 'Shared code stands alone.' },
  {
    target: 'src/server/modules/*/*.routes.ts',
    from: 'src/server/modules/*/*.repository.ts',
    message: 'A route calls a service; only services (and the database layer) use repositories.',
  },
];

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
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The modules that no-cycle reads are TypeScript too, parsed as ESLint parses them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    // Nothing imports a test file, so none can close a cycle: leaving them out halves the rule's time.
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: {
      // Cycles among our own modules only: packages are not followed, and an import of types alone is no cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
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
);
