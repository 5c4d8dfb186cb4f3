/**
 * Summarises `.cpuprofile` files written with BENCH_CPU_PROFILE:
 * `npx tsx bench/profile-summary.ts <file or folder>… [--top 25]`. For each profile: the busy samples
 * (idle left out), the functions with the most self time, and the share of samples whose stack holds
 * each kind of work (a sample counts once per kind however deep the frames repeat), and for some kinds
 * (`--callers drizzle,luxon`) the nearest app function above that work.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

/** Kinds of work, by the frames of a stack (first match of the frame's url or name). */
const KINDS: [string, (frame: CallFrame) => boolean][] = [
  ['GC', (f) => f.functionName === '(garbage collector)'],
  ['writev (socket writes)', (f) => f.functionName === 'writev' || f.functionName === 'writevGeneric'],
  ['drizzle', (f) => f.url.includes('drizzle-orm')],
  ['pg (node-postgres)', (f) => /node_modules\/pg(-[a-z]+)?\//.test(f.url)],
  ['luxon', (f) => f.url.includes('luxon')],
  ['zod', (f) => f.url.includes('/zod/')],
  ['fastify', (f) => /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request)/.test(f.url)],
  ['JSON.stringify', (f) => f.functionName === 'stringify' && f.url === ''],
  ['JSON.parse', (f) => f.functionName === 'parse' && f.url === ''],
  ['app: presenters', (f) => /presenter|\.service\.ts/.test(f.url)],
  ['app: repositories', (f) => f.url.includes('repository')],
  ['app: http (auth, fresh lists, serializer)', (f) => f.url.includes('/src/http/')],
  ['domain dates', (f) => f.url.includes('/dates/')],
  ['crypto', (f) => /crypto|hash/i.test(f.functionName) || f.url.includes('internal/crypto')],
];

function summarise(file: string, top: number, callersOf: string[]): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map<string, number>();
  const kinds = new Map<string, number>();
  // Per kind, the nearest app or domain function above it in the stack: who asked for that work.
  const callers = new Map<string, Map<string, number>>();
  let busy = 0;
  for (const id of profile.samples) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    busy++;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? ` ${url.replace(/^.*node_modules\//, '~/').replace(/^.*\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'}${where}`;
    self.set(key, (self.get(key) ?? 0) + 1);
    const seen = new Set<string>();
    const open = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame) break;
      if (open.size > 0 && /\/(apps|packages)\//.test(frame.url)) {
        const caller = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(apps|packages)\//, '$1/')}`;
        for (const kind of open) {
          const map = callers.get(kind) ?? new Map<string, number>();
          map.set(caller, (map.get(caller) ?? 0) + 1);
          callers.set(kind, map);
        }
        open.clear();
      }
      for (const [kind, test] of KINDS)
        if (!seen.has(kind) && test(frame)) {
          seen.add(kind);
          open.add(kind);
        }
    }
    for (const kind of seen) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const pct = (n: number) => `${((100 * n) / Math.max(busy, 1)).toFixed(1).padStart(5)} %`;
  console.log(`\n== ${basename(file)}: ${busy} busy samples`);
  console.log('-- stacks holding:');
  for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${pct(n)}  ${kind}`);
    if (!callersOf.includes(kind)) continue;
    const by = [...(callers.get(kind) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 8);
    for (const [caller, m] of by) console.log(`      ${pct(m)}  from ${caller}`);
  }
  console.log(`-- self time, top ${top}:`);
  for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(n)}  ${key}`);
}

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 25;
const callersAt = args.indexOf('--callers');
const callersOf =
  callersAt >= 0 ? (args.splice(callersAt, 2)[1] ?? '').split(',') : ['drizzle', 'luxon', 'pg (node-postgres)'];
for (const path of args) {
  const files = statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((name) => name.endsWith('.cpuprofile'))
        .sort()
        .map((name) => join(path, name))
    : [path];
  for (const file of files) summarise(file, top, callersOf);
}
