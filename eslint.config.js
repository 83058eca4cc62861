import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import path from 'node:path';

const webSrc = path.join(import.meta.dirname, 'web/src');

/** Files under `files` must not import from the web/src folders `above`. */
function layerRule(files, above, message) {
  const regex = `^(@/|(\\.\\./)+)(${above.join('|')})(/|$)`;
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] } };
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'tests/bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  // One way down in the SPA: app → pages → features → components → api. A layer imports only the
  // ones below it; i18n sits beside components. Relative and `@/` spellings are both caught.
  layerRule(['web/src/api/**/*.{ts,tsx}'], ['features', 'app', 'pages', 'components'], 'api is the lowest layer: move the shared piece into api instead.'),
  layerRule(
    ['web/src/components/**/*.{ts,tsx}', 'web/src/i18n/**/*.{ts,tsx}'],
    ['features', 'app', 'pages'],
    'components and i18n sit below features, app and pages: move the shared piece down instead.',
  ),
  layerRule(['web/src/features/**/*.{ts,tsx}'], ['app', 'pages'], 'features sit below app and pages: move the shared piece into a feature, api or components.'),
  // No circles between modules: a circle makes load order decide what a module sees at start-up and
  // keeps a layer from being read on its own. The rule passes over type-only imports (they leave no
  // trace in the build); a type two modules both need still goes into a module below both.
  // `@/` is web/src, as in tsconfig.json; the server's `./x.js` specifiers name `./x.ts`.
  {
    files: ['web/src/**/*.{ts,tsx}', 'shared/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Only modules with these endings are read to follow their imports.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: { '@': [webSrc] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['tests/**', 'scripts/**', 'server/**/cli.ts', 'server/**/*-cli.ts', 'server/main.ts', 'server/commerce/main.ts'],
    rules: { 'no-console': 'off' },
  },
  // Build and tooling scripts are plain Node ESM.
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
