// The operator's maintenance switch: `npm run maintenance -- on "We are upgrading"` (see USAGE).
// It writes through the system service, so the change is stored and announced (PostgreSQL NOTIFY) to
// every running server, whose System channel tells every open screen.
import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { loadConfig } from '../config';
import { openDatabase, runMigrations } from '../db/database';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres } from '../db/embedded-postgres';
import { createSystemService, type Maintenance } from '../modules/system/index';

export const USAGE = `Usage: npm run maintenance -- <command> [message]

Commands:
  on [message]       Maintenance ON: every screen shows the maintenance screen with the message
                     and the API answers 503 (sign-in, refresh and /v1/system/* still answer).
  pending [message]  Maintenance PENDING: signed-in users see the message as a persistent notice.
  off                Maintenance OFF: screens that showed the maintenance screen offer a refresh.
  status             Prints the current state without changing it.
  message <title> <body>
                     Shows every signed-in screen a notice with this title and text (no state).

Examples:
  npm run maintenance -- pending "Back at 2 am"
  npm run maintenance -- on "We are upgrading"
  npm run maintenance -- off
  npm run maintenance -- message "Upgrade tonight" "Fieldbook will be down from 1 to 2 am."

It uses the server's configuration: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR/postgres
(the running server's, or started for the change and stopped again).`;

/** The embedded database's name (as plugins/database.ts creates it). */
const EMBEDDED_DATABASE = 'fieldbook';
const EXIT_USAGE = 2;

type Command =
  | { action: 'status' }
  | { action: 'help' }
  | { action: 'set'; value: Maintenance }
  | { action: 'message'; title: string; body: string };

/** The command of the arguments, or the reason they are not one. */
export function parseMaintenanceArgs(argv: readonly string[]): Command | { error: string } {
  if (argv[0] === 'help' || argv.some((arg) => arg === '-h' || arg === '--help')) return { action: 'help' };
  const option = argv.find((arg) => /^--?[a-z]/i.test(arg));
  if (option) return { error: `Unknown option "${option}".` };
  const [name, ...rest] = argv;
  // Unquoted words are taken as one message: `on We are upgrading`.
  const message = rest.join(' ').trim() || null;
  switch (name?.toLowerCase()) {
    case 'on':
      return { action: 'set', value: { status: 'ON', message, pending_message: null } };
    case 'pending':
      return { action: 'set', value: { status: 'PENDING', message: null, pending_message: message } };
    case 'off':
    case 'status':
      if (rest.length > 0) return { error: `"${name}" takes no message (got: ${rest.join(' ')}).` };
      return name.toLowerCase() === 'off'
        ? { action: 'set', value: { status: 'OFF', message: null, pending_message: null } }
        : { action: 'status' };
    case 'message': {
      const [title, ...body] = rest.map((part) => part.trim());
      if (!title || body.join(' ').trim() === '') return { error: '"message" needs a title and a text.' };
      return { action: 'message', title, body: body.join(' ').trim() };
    }
    case undefined:
      return { error: 'Missing command.' };
    default:
      return { error: `Unknown command "${name}".` };
  }
}

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * Where DATA_DIR points. `npm start` resolves it from the repository root (default `data/` there),
 * `npm run dev` from apps/server: prefer the one whose embedded database runs, then one that has one.
 */
function dataDirOf(env: NodeJS.ProcessEnv): string {
  const dir = env.DATA_DIR || 'data';
  if (isAbsolute(dir)) return dir;
  const candidates = [...new Set([REPO_ROOT, SERVER_DIR, process.cwd()].map((base) => resolve(base, dir)))];
  const postgres = (candidate: string) => join(candidate, 'postgres');
  return (
    candidates.find((c) => runningEmbeddedPostgresUrl(postgres(c), EMBEDDED_DATABASE)) ??
    candidates.find((c) => existsSync(join(postgres(c), 'PG_VERSION'))) ??
    (candidates[0] as string)
  );
}

interface Connection {
  url: string;
  /** Which database, for the operator. */
  where: string;
  stop(): Promise<void>;
}

class CliError extends Error {}

/** The server's database: DATABASE_URL, the running server's embedded one, or that one started for now. */
async function connect(env: NodeJS.ProcessEnv): Promise<Connection> {
  const dataDir = dataDirOf(env);
  const dir = join(dataDir, 'postgres');
  // Before loading the configuration, which would create DATA_DIR and its secret.
  if (!env.DATABASE_URL && !existsSync(join(dir, 'PG_VERSION'))) {
    throw new CliError(
      `There is no database in ${dir}. Set DATABASE_URL, or DATA_DIR to the server's data directory ` +
        '(or start the server once to create it).',
    );
  }
  const config = loadConfig({ ...env, DATA_DIR: dataDir });
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, where: 'DATABASE_URL', stop: async () => {} };
  const running = runningEmbeddedPostgresUrl(dir, EMBEDDED_DATABASE);
  if (running)
    return { url: running, where: `the running server's embedded PostgreSQL in ${dir}`, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(dir, EMBEDDED_DATABASE);
  try {
    // As the server would on its next start, so the state table exists.
    await runMigrations(embedded.url);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return {
    url: embedded.url,
    where: `the embedded PostgreSQL in ${dir} (no server was running: started for this and stopped again)`,
    stop: embedded.stop,
  };
}

function describeState(state: Maintenance): string[] {
  const lines = [`Maintenance is ${state.status}.`];
  if (state.status === 'ON') lines.push(`  Message: ${state.message ?? `(the standard one) ${MESSAGES.maintenance}`}`);
  if (state.status === 'PENDING') lines.push(`  Notice: ${state.pending_message ?? '(the standard one)'}`);
  return lines;
}

export interface MaintenanceCliIo {
  env?: NodeJS.ProcessEnv;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

/** Runs the command; answers the exit code (0 done, 1 failed, 2 wrong arguments). */
export async function main(argv: readonly string[], io: MaintenanceCliIo = {}): Promise<number> {
  const { env = process.env, out = console.log, err = console.error } = io;
  const command = parseMaintenanceArgs(argv);
  if ('error' in command) {
    err(`${command.error}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (command.action === 'help') {
    out(USAGE);
    return 0;
  }
  let connection: Connection | null = null;
  try {
    connection = await connect(env);
    const database = openDatabase(connection.url, 1);
    try {
      const system = createSystemService(database.db);
      if (command.action === 'message') {
        await system.announce({ title: command.title, body: command.body });
        out(`Announced "${command.title}" to every signed-in screen.`);
        out(`Database: ${connection.where}`);
        return 0;
      }
      if (command.action === 'set') await system.setMaintenance(command.value);
      for (const line of describeState(await system.maintenance())) out(line);
      out(`Database: ${connection.where}`);
      if (command.action === 'set') out('Every running server and open screen has been told.');
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    err(error instanceof CliError ? error.message : `Could not change maintenance: ${String(error)}`);
    return 1;
  } finally {
    await connection?.stop();
  }
}

/** The file a path names, links resolved; null when there is none. */
function realFile(path: string | undefined): string | null {
  try {
    return path ? realpathSync(resolve(path)) : null;
  } catch {
    return null;
  }
}

// Run as a command (not imported by a test).
if (realFile(process.argv[1]) === realFile(fileURLToPath(import.meta.url))) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
