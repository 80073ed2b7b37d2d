// The repository's lint: typescript-eslint for all TypeScript, React hooks and accessibility for the web app,
// and the import boundaries of docs/decisions/web.md ("Web (issue 10): boundaries").
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TYPESCRIPT = ['**/*.ts', '**/*.tsx'];
const WEB = ['web/src/**/*.{ts,tsx}'];
const WEB_SHARED = ['web/src/components', 'web/src/hooks', 'web/src/lib', 'web/src/i18n'];
const FEATURES = readdirSync('web/src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.data/', 'coverage/'] },
  {
    files: TYPESCRIPT,
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // The code leaves a field out of a copy with `const { field: _field, ...rest }`, and marks unused parameters `_`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: WEB,
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The rules of hooks, not the React Compiler's rules: the app is not compiled by it (two of them flagged patterns
      // that behave correctly without it), and running the compiler's analysis on every file was 40 % of the whole
      // lint (48 → 29 s alone, 72 → 39 s of CPU), the first stage's longest layer; revisit when adopting the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // `role` is also a prop of the app's own components (`<AccountSettings role="creator">`), not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // Focus goes to the one field of a step the user has just opened (a code, a new password), as the flows ask.
      'jsx-a11y/no-autofocus': 'off',
      // The videos are the users' own uploads: there are no caption tracks to give them.
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'shared/**/*.ts', 'lambdas/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `web/src/features/${feature}`,
              from: 'web/src/features',
              except: [`./${feature}`],
              message: 'A feature imports no other feature: move what both need to components/, hooks/ or lib/.',
            })),
            { target: 'web/src/features', from: 'web/src/app', message: 'Features do not import the app shell (app/).' },
            // Feature code only: i18n/catalogues.ts is the registry of every feature's message files (JSON).
            { target: WEB_SHARED, from: 'web/src/features/**/*.{ts,tsx}', message: 'Shared web code imports no feature.' },
            { target: WEB_SHARED, from: 'web/src/app', message: 'Shared web code does not import the app shell (app/).' },
            {
              target: 'shared',
              from: ['web', 'lambdas', 'lib', 'scripts'],
              message: 'shared/ is used by the web app and the lambdas: it imports neither, nor the infrastructure.',
            },
          ],
        },
      ],
    },
  },
);
