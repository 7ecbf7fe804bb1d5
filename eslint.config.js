// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// One zone per web feature: a feature may import only from itself (STYLE: bulletproof-react).
const featuresDir = './src/web/features';
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const boundaryZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'src/shared is pure and imported by both sides: it must not import server or web.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app must not import server code.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'The server must not import web code.',
  },
  {
    target: ['./src/web/components', './src/web/lib', './src/web/stores'],
    from: ['./src/web/features', './src/web/layout'],
    message: 'Shared web pieces must not depend on features or the layout.',
  },
  ...features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move the shared piece to src/web/components or src/shared.',
  })),
];

// process.env is read only in config.ts, test setup, scripts and tool configs: everything else
// gets its settings from the parsed config, so a misspelt variable fails at start-up.
const envAllowed = [
  'src/server/config.ts',
  'tests/**',
  'e2e/**',
  'scripts/**',
  '*.config.{js,ts,mjs}',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  // Type-aware rules: unsafe `any` flows, floating promises and misused async callbacks fail
  // the lint, not a user.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read configuration through src/server/config.ts: settings are parsed once, at start-up.',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` still loads the module; `import type { A }` does not (a page must not
      // load zod for a type).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': 'off',
    },
  },
  {
    files: envAllowed,
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
);
