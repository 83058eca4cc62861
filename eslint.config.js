import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
  // One way down in the SPA: app and pages compose features; features compose api, components and
  // i18n; those three know nothing above them. Relative and `@/` spellings are both caught.
  {
    files: ['web/src/api/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}', 'web/src/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(features|app|pages)(/|$)',
              message: 'api, components and i18n sit below features, app and pages: move the shared piece down instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(app|pages)(/|$)',
              message: 'features sit below app and pages: move the shared piece into a feature, api or components.',
            },
          ],
        },
      ],
    },
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
