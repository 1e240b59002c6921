import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'apps/api/src/generated/**',
      'apps/web/test-results/**',
      'apps/web/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Implementations of async interfaces (the in-process store, development providers, test
      // doubles) answer at once; an async function without await is how they keep the contract.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['bench/**', '**/*.cli.ts', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Plain JavaScript (configuration, scripts, benches) has no types to check.
    files: ['**/*.{js,mjs,cjs}', 'prisma.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read answers as untyped JSON (supertest's body, Playwright's evaluate): asserting on
    // them is the test, so reading their fields is allowed; product code stays checked.
    files: [
      '**/*.spec.ts',
      '**/*.contract.ts',
      '**/*.test.{ts,tsx}',
      'apps/api/test/**',
      'apps/web/e2e/**',
      'apps/web/src/test/**',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
