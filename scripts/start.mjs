// `npm start`: builds the web app when its sources are newer than the build, then runs the server
// (demo company on unless DEMO says otherwise; email kept in the sandbox mailbox unless SMTP_URL or
// MAIL_PROVIDER says otherwise) and stops it cleanly on Ctrl-C or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(root, path);

/** The newest modification time under `path` (a file or a folder), 0 if it does not exist. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const built = at('apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];
if (!existsSync(built) || sources.some((source) => newest(at(source)) > statSync(built).mtimeMs)) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@fieldbook/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A larger young generation (V8's semi-spaces, 16 MB by default): a 500-appointment calendar week
// allocates ~9 MB a request, and with ten in flight that outgrew 16 MB and was copied into the old
// generation; at 64 MB it dies young: server CPU per calendar request ~12 -> ~9 ms, other reads
// unchanged. The cost is memory V8 keeps committed (~+40 MB RSS idle, up to ~+160 MB at a reminder
// burst's peak; nothing more is retained): bench/README.md, "Read paths, second pass". A small
// container can choose another size through NODE_OPTIONS, which is then left alone.
const youngGeneration = /--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '')
  ? []
  : ['--max-semi-space-size=64'];
// Its own process group: a terminal's Ctrl-C reaches it once, through us, so it shuts down gracefully
// (a second signal makes it quit at once, leaving PostgreSQL to notice on its own).
const server = spawn(process.execPath, [...youngGeneration, '--import', 'tsx', 'src/server.ts'], {
  cwd: at('apps/server'),
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    DEMO: process.env.DEMO ?? '1',
    // A local run, with the demo or without (DEMO=0): never a refusal for want of a mail server.
    ...(process.env.MAIL_PROVIDER || process.env.SMTP_URL ? {} : { MAIL_PROVIDER: 'sandbox' }),
    DATA_DIR: resolve(process.env.DATA_DIR ?? at('data')),
  },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
// `npm start` runs us under `sh -c`, which dies on SIGTERM without passing it on: stop when orphaned.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  server.kill('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
