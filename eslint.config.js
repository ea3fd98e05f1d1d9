import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', '.data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // The layers of docs/ARCHITECTURE.md: features reuse each other through shared/, never by reaching into
  // another layer's folder; the server renders islands and elements without importing their code.
  ...[
    { files: ['shared/**/*.{ts,tsx}'], forbidden: ['widgets', 'islands', 'server'] },
    { files: ['islands/**/*.{ts,tsx}'], forbidden: ['widgets', 'server'] },
    { files: ['widgets/**/*.{ts,tsx}'], forbidden: ['islands', 'server'] },
    { files: ['server/**/*.ts'], ignores: ['**/*.test.*'], forbidden: ['widgets', 'islands'] },
    // The contract is read by every element and island: the i18n barrel would bring the translation runtime.
    {
      files: ['shared/api/contract/**/*.ts'],
      forbidden: ['widgets', 'islands', 'server'],
      also: [{ regex: '^@shared/i18n$', message: 'Import the module you need (@shared/i18n/languages).' }],
    },
    // The HTTP plumbing sits below the pages it serves.
    {
      files: ['server/http/**/*.ts'],
      ignores: ['**/*.test.*'],
      forbidden: ['widgets', 'islands'],
      also: [
        {
          group: ['../pages/*', '@server/pages/*'],
          message: 'http/ is below pages/: move the shared part down.',
        },
      ],
    },
  ].map(({ files, ignores = [], forbidden, also = [] }) => ({
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Climb one folder at most; use the @shared/… aliases beyond.' },
          ].concat(
            forbidden.map((layer) => ({
              group: [`@${layer}/*`],
              message: `Reuse through shared/ (docs/ARCHITECTURE.md, "The layers"), not from ${layer}/.`,
            })),
            also,
          ),
        },
      ],
    },
  })),
);
