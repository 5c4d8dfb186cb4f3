/**
 * The import rules lint enforces (issue 34): server modules and web features depend on each other one
 * way only, through each one's public face (index.ts), and features never reach into app/.
 * `npm run lint` runs it; .dependency-cruiser-known-violations.json lists what is still to fix and
 * only ever shrinks (regenerate it with `npm run lint:deps:baseline` after fixing some).
 */
const MODULES = '^apps/server/src/modules/([^/]+)';
const FEATURES = '^apps/web/src/features/([^/]+)';

module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment: 'Server modules import each other one way: move the responsibility, do not re-export.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${MODULES}$` },
      to: { circular: true, path: `${MODULES}$` },
    },
    {
      name: 'no-feature-cycles',
      comment: 'Web features import each other one way.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${FEATURES}$` },
      to: { circular: true, path: `${FEATURES}$` },
    },
    {
      name: 'module-public-face',
      comment: "Another module is reached only through its index.ts, never its repository or internals.",
      severity: 'error',
      from: { path: `${MODULES}/`, pathNot: '\\.test\\.ts$|-test-kit\\.ts$' },
      to: { path: '^apps/server/src/modules/([^/]+)/', pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'feature-public-face',
      comment: 'Another feature is reached only through its index.ts.',
      severity: 'error',
      from: { path: `${FEATURES}/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'] },
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
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
