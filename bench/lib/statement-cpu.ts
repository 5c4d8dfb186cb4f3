import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { CapturedStatement } from './data-floor';

/** utime + stime of a local process in ms (from /proc; clock ticks at 100 Hz). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After "pid (comm) ": state is field 0 here, utime field 11, stime field 12.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const firstWords = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 70);

/**
 * CPU per run of each captured statement, replayed `runs` times on one connection after a warm-up of
 * 10 (named statements reach their generic plan): PostgreSQL's from the backend's /proc stat, the
 * client's (node-postgres parsing the rows) from process.cpuUsage(). Needs PostgreSQL on this machine.
 */
export async function statementCpu(
  databaseUrl: string,
  log: (line?: string) => void,
  statements: CapturedStatement[],
  label: string,
  runs = 200,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0]?.pid);
    let totalPg = 0;
    let totalNode = 0;
    log(`CPU per run of each statement (${label}; ${runs} runs on one connection, ms):`);
    for (const { config } of statements) {
      for (let run = 0; run < 10; run++) await client.query(config);
      const pgBefore = processCpuMs(pid);
      const nodeBefore = process.cpuUsage();
      let rows = 0;
      for (let run = 0; run < runs; run++) rows = (await client.query(config)).rowCount ?? 0;
      const node = process.cpuUsage(nodeBefore);
      const pgMs = (processCpuMs(pid) - pgBefore) / runs;
      const nodeMs = (node.user + node.system) / 1000 / runs;
      totalPg += pgMs;
      totalNode += nodeMs;
      log(
        `  PG ${pgMs.toFixed(2)}  client ${nodeMs.toFixed(2)}  ${rows} rows  ${config.name ? 'named' : 'unnamed'}  ${firstWords(config.text)}`,
      );
    }
    log(`  total: PG ${totalPg.toFixed(2)} + client ${totalNode.toFixed(2)} ms per request`);
  } finally {
    await client.end();
  }
}
