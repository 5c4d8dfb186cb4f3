import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { occupantOf } from './embedded-postgres-owner';

// Running PostgreSQL here is the restart test's part (embedded-postgres-restart.test.ts); these are
// the lock files a crash or a reboot leaves behind.
const NO_PROCESS = 2 ** 22 + 1; // above Linux's highest pid: never a live process
let dir = '';
const lockFile = (pid: number) =>
  writeFileSync(join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1700000000\n54321\n/tmp\nlocalhost\n 1 2\nready\n`);
const ownerFile = (server: number, postmaster: number) =>
  writeFileSync(join(dir, 'fieldbook-owner.json'), JSON.stringify({ server, postmaster }));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fieldbook-owner-'));
  chmodSync(dir, 0o755);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('who holds an embedded data directory', () => {
  it('is nobody without a lock file, or with one whose process is gone', () => {
    expect(occupantOf(dir)).toEqual({ state: 'free' });
    lockFile(NO_PROCESS);
    ownerFile(NO_PROCESS, NO_PROCESS);
    expect(occupantOf(dir)).toEqual({ state: 'free' });
  });

  it('is nobody when the pid of the lock file now belongs to another program, which is never stopped', () => {
    // After a reboot the old postmaster's pid may be any process's: here this test's own, whose
    // recorded owner is dead. It is not a PostgreSQL of this directory, so it is no orphan to stop.
    lockFile(process.pid);
    ownerFile(NO_PROCESS, process.pid);
    expect(occupantOf(dir)).toEqual({ state: 'free' });
  });
});
