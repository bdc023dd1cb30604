import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'dist.*', '.cache', 'reports', 'screenshots', 'test-results', 'playwright-report', '.data', 'supabase/functions/**/index.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.mjs', 'pipeline/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Icons come from src/components/ui/lucide-icons.ts, which renders each once per distinct props on the server.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/lucide-icons.ts', 'src/components/ui/static-icon.tsx', 'src/components/ui/static-icon.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'lucide-react', message: 'Import icons from src/components/ui/lucide-icons.ts.', allowTypeImports: true }],
          patterns: [{ group: ['lucide-react/*'], message: 'Import icons from src/components/ui/lucide-icons.ts.', allowTypeImports: true }],
        },
      ],
    },
  },
);
