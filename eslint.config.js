// ESLint: the TypeScript and React hooks rules over everything we write (decision 0032).
// Formatting is Prettier's job, so no stylistic rule is turned on here.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '.scratch/**',
      'dist/**',
      'data/**',
      '.cache/**',
      'test-results/**',
      'node_modules/**',
      'db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // A variable that starts with _ is unused on purpose (a positional argument, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      // `as unknown as` hides a type error instead of fixing it.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression[typeAnnotation.type="TSUnknownKeyword"]',
          message: 'Do not cast through unknown: fix the type instead.',
        },
        {
          selector: 'TSAsExpression[typeAnnotation.type="TSNeverKeyword"]',
          message: 'Do not cast to never: fix the type instead.',
        },
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // Input guards and the return-URL check match control characters on purpose.
    files: ['src/web/features/login/return-url.ts', 'src/web/app/route-table.ts', 'src/platform/http/**'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // The database seam: drizzle's PGlite and node-postgres instances share one query API under two
    // nominal types; this is the one place that names the shared type for both (and its test twin,
    // which loads a PGlite from a dumped template: tests/support/pglite.ts).
    files: ['src/platform/db/database.ts', 'src/platform/db/migrate.ts', 'tests/support/pglite.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks. The React Compiler's checks (set-state-in-effect, refs, ...) that v7's
    // recommended set adds are written for code the compiler will transform; we do not use it.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
