#!/usr/bin/env node
/**
 * The import boundaries (issue 34), run by `npm run lint`:
 *  - the per-import rules of .dependency-cruiser.cjs (public faces; features never import app/);
 *  - no import cycle between server modules, server folders, web features or web folders (a
 *    per-file rule cannot see a cycle that runs a → b in one file and b → a in another).
 * There are no exceptions: any break fails lint. `--why` prints, under each cycle edge, the file imports that
 * make it.
 */
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const result = await cruise(
  ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
  await extractDepcruiseOptions('./.dependency-cruiser.cjs'),
  undefined,
  { tsConfig: extractTSConfig('./tsconfig.base.json') },
);
const { modules, summary } = result.output;

const isFixture = (path) => /\.test\.tsx?$|-test-kit\.ts$|\/test\//.test(path);
const breaks = new Set(
  summary.violations.filter((v) => !isFixture(v.from)).map((v) => `${v.rule.name}: ${v.from} → ${v.to}`),
);

/** The unit a file belongs to: a server module or folder, a web feature or folder. */
function unitOf(path) {
  const match =
    /^apps\/server\/src\/(modules\/[^/]+|[^/]+(?=\/))/.exec(path) ??
    /^apps\/web\/src\/(features\/[^/]+|[^/]+(?=\/))/.exec(path);
  return match ? `${path.startsWith('apps/web') ? 'web' : 'server'}:${match[1]}` : null;
}

const edges = new Map();
/** Which file imports make each unit edge, for `--why` (a cycle names units; this names the lines to change). */
const reasons = new Map();
for (const module of modules) {
  const from = unitOf(module.source);
  if (!from || isFixture(module.source)) continue;
  for (const dependency of module.dependencies) {
    const to = unitOf(dependency.resolved);
    if (!to || to === from || isFixture(dependency.resolved)) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    const edge = `${from} → ${to}`;
    if (!reasons.has(edge)) reasons.set(edge, []);
    reasons.get(edge).push(`${module.source} → ${dependency.resolved}`);
  }
}

/** Tarjan's strongly connected components: every edge inside one with more than one unit is a cycle's. */
function components(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.add(member);
      } while (member !== node);
      if (component.size > 1) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

for (const component of components(edges))
  for (const from of component)
    for (const to of edges.get(from) ?? []) if (component.has(to)) breaks.add(`cycle: ${from} → ${to}`);

const now = [...breaks].sort();
if (process.argv.includes('--why')) {
  for (const entry of now.filter((line) => line.startsWith('cycle: '))) {
    console.log(entry);
    for (const reason of reasons.get(entry.slice('cycle: '.length)) ?? []) console.log(`    ${reason}`);
  }
}
for (const entry of now) console.error(entry);
console.log(`import boundaries: ${now.length} breaks (${modules.length} files)`);
process.exit(now.length ? 1 : 0);
