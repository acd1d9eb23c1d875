import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'data', 'coverage', 'server/db/migrations', 'bench/.work'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { boundaries, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'boundaries/layers': 'error',
      'boundaries/no-privilege-literals': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Unused names in TypeScript are the type check's (tsconfig: noUnusedLocals, noUnusedParameters, which npm test
    // runs): this rule's scope analysis was 58% of ESLint's rule time (4.6 s) for what tsc already refuses.
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // Tests state the codes they expect, so a renamed catalogue entry cannot silently pass.
    files: ['tests/**'],
    rules: { 'boundaries/no-privilege-literals': 'off' },
  },
  {
    files: ['*.config.{js,ts}', 'eslint/**', 'scripts/**', 'tests/setup/*-environment.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'server', message: 'The console never imports the server.' }] }],
    },
  },
  {
    // A screen's button shows when its call (or the screen it opens) admits the user, read from that declaration
    // (useMayCall, MayCall, useMayOpen, a row action's `call`): no feature or shared piece gates on a privilege code.
    files: ['src/features/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'server', message: 'The console never imports the server.' },
            { name: '@contract/privileges', message: 'Gate a button by its call\'s declaration (useMayCall / <MayCall call>, useMayOpen, a row action\'s `call`), not a privilege code.' },
          ],
        },
      ],
    },
  },
  {
    // The console takes the contract's schemas as types only, so TypeBox never reaches the bundle.
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract/schemas/*', '@contract/primitives', '**/contract/schemas/*', '**/contract/primitives', 'typebox', 'typebox/*'],
              allowTypeImports: true,
              message: 'Use `import type` / `export type` for the contract schemas: TypeBox must stay out of the bundle.',
            },
          ],
        },
      ],
    },
  },
);
