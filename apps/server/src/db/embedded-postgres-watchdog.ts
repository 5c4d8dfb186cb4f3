import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { Socket } from 'node:net';

// PostgreSQL runs as a process of its own, which a server killed at once (kill -9, out of memory)
// leaves running. A tiny shell watches the server through a pipe only the server holds: the kernel
// closes it however the server ends. Unless the server said it stops PostgreSQL itself, the shell asks
// PostgreSQL for a fast shutdown, once it has checked that the pid is still that PostgreSQL (the lock
// file names it and, where /proc tells, it runs in the data directory), never another program's.
const SCRIPT = `trap '' INT TERM HUP
read -r told && exit 0
{ read -r pid < "$2/postmaster.pid"; } 2>/dev/null || exit 0
[ "$pid" = "$1" ] || exit 0
if [ -d /proc/self ]; then [ "$(cd "/proc/$1/cwd" 2>/dev/null && pwd -P)" = "$2" ] || exit 0; fi
kill -INT "$1" 2>/dev/null`;

/** The name the watchdog shows in the process list. */
export const WATCHDOG_NAME = 'fieldbook-postgres-watchdog';

export interface Watchdog {
  /** Tells the watchdog the server stops PostgreSQL itself. */
  release(): void;
}

/** Stops the PostgreSQL `postmaster` serving `dir` when this process ends without stopping it. */
export function watchPostgres(dir: string, postmaster: number): Watchdog {
  // Without a POSIX shell the next start still stops the orphan (embedded-postgres-owner.ts).
  if (process.platform === 'win32') return { release() {} };
  const child = spawn('/bin/sh', ['-c', SCRIPT, WATCHDOG_NAME, String(postmaster), realpathSync(dir)], {
    stdio: ['pipe', 'ignore', 'ignore'],
    // Its own session: a terminal's Ctrl-C or hang-up is for the server, not for it.
    detached: true,
  });
  child.on('error', () => {});
  child.stdin?.on('error', () => {});
  // Neither keeps this process alive.
  child.unref();
  if (child.stdin instanceof Socket) child.stdin.unref();
  return { release: () => child.stdin?.end('stopped\n') };
}
