/**
 * The import rules lint enforces (issue 34), read by scripts/check-boundaries.mjs (`npm run lint`):
 * another server module or web feature is reached only through its public face (index.ts), and
 * features never reach into app/. The script adds the rule a per-file rule cannot say: no import
 * cycle between modules or features.
 */
const MODULES = '^apps/server/src/modules/([^/]+)';
const FEATURES = '^apps/web/src/features/([^/]+)';

module.exports = {
  forbidden: [
    {
      name: 'module-public-face',
      comment: 'Another module is reached only through its index.ts, never its repository or internals.',
      severity: 'error',
      from: { path: `${MODULES}/`, pathNot: '\\.test\\.ts$|-test-kit\\.ts$' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'feature-public-face',
      comment: 'Another feature is reached only through its index.ts.',
      severity: 'error',
      from: { path: `${FEATURES}/`, pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'module-public-face',
      comment:
        "Code outside the modules (plugins, seed, http, the composition root) also uses only a module's index.ts.",
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: `${MODULES}/|\\.test\\.ts$|-test-kit\\.ts$|/test/` },
      to: { path: `${MODULES}/`, pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'feature-public-face',
      comment:
        "The shell and shared folders use only a feature's index.ts — except the router, which loads a " +
        "feature's pages/ lazily (a page is a route's split point, so it cannot sit behind the index).",
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: `${FEATURES}/|\\.test\\.tsx?$|/test/` },
      to: {
        path: `${FEATURES}/`,
        pathNot: '^apps/web/src/features/[^/]+/index\\.tsx?$',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'features-not-app',
      comment: 'Features never import app/ (the shell composes features, not the other way round).',
      severity: 'error',
      from: { path: `${FEATURES}/` },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
