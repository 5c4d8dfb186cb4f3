import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

export interface FoundBrowser {
  executablePath: string;
  /** Where it came from, for the journeys' log line. */
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
  /** Environment the browser process needs on top of the journeys' own. */
  env: Record<string, string>;
}

export interface BrowserLookup {
  env: NodeJS.ProcessEnv;
  /** Paths tried in order for the system's Chromium or Chrome. */
  systemPaths: string[];
  /** The Chromium an npm package shipped, or undefined when it is not installed. */
  packaged: () => Promise<FoundBrowser | undefined>;
}

export const HOW_TO_GET_A_BROWSER =
  'No Chromium for the journeys: install one (apt-get install chromium), set CHROMIUM_PATH to a Chromium or Chrome binary, or run npm install to get @sparticuz/chromium.';

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const SYSTEM_DIRS = ['/usr/bin', '/usr/local/bin', '/snap/bin'];

/** The usual install locations of each name, then the same names on PATH. */
export function systemBrowserPaths(path = process.env.PATH ?? ''): string[] {
  const dirs = [...new Set([...SYSTEM_DIRS, ...path.split(delimiter).filter(Boolean)])];
  return SYSTEM_NAMES.flatMap((name) => dirs.map((dir) => join(dir, name)));
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds a browser for the journeys: CHROMIUM_PATH, then the system's Chromium or Chrome, then the
 * Chromium @sparticuz/chromium ships. Throws one line saying how to get one when there is none.
 */
export async function findBrowser(lookup: Partial<BrowserLookup> = {}): Promise<FoundBrowser> {
  const { env = process.env, systemPaths = systemBrowserPaths(env.PATH), packaged = sparticuzChromium } = lookup;
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    // A set but wrong CHROMIUM_PATH is a mistake to report, not to work around.
    if (!isExecutable(configured)) throw new Error(`CHROMIUM_PATH=${configured} is not an executable file.`);
    return { executablePath: configured, source: 'CHROMIUM_PATH', env: {} };
  }
  const system = systemPaths.find(isExecutable);
  if (system) return { executablePath: system, source: 'system', env: {} };

  let shipped: FoundBrowser | undefined;
  try {
    shipped = await packaged();
  } catch (error) {
    throw new Error(`${HOW_TO_GET_A_BROWSER} (@sparticuz/chromium failed: ${(error as Error).message})`);
  }
  if (!shipped) throw new Error(HOW_TO_GET_A_BROWSER);
  return shipped;
}

/**
 * @sparticuz/chromium's headless shell, extracted to the temp dir on first use. It links NSS, which a
 * machine without a browser may lack, so its own copies (the Amazon Linux set it ships) go on
 * LD_LIBRARY_PATH; its fonts are used only when the system has no fontconfig.
 */
async function sparticuzChromium(): Promise<FoundBrowser | undefined> {
  let chromium: typeof import('@sparticuz/chromium').default;
  try {
    chromium = (await import('@sparticuz/chromium')).default;
  } catch {
    return undefined;
  }
  const executablePath = await chromium.executablePath();
  // The package's entry is build/<format>/index.*; its archives are in bin/.
  const bin = join(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', '..', 'bin');
  const libs = extractTarBrotli(join(bin, 'al2023.tar.br'), join(tmpdir(), 'fieldbook-chromium-libs'));
  const env: Record<string, string> = { LD_LIBRARY_PATH: join(libs, 'lib') };
  if (!existsSync('/etc/fonts/fonts.conf')) env.FONTCONFIG_PATH = join(tmpdir(), 'fonts');
  return { executablePath, source: '@sparticuz/chromium', env };
}

/** Extracts a brotli'd tar of plain files and directories once; a temp dir and a rename keep it atomic. */
function extractTarBrotli(archive: string, target: string): string {
  if (existsSync(target)) return target;
  const staging = `${target}.${process.pid}`;
  const tar = brotliDecompressSync(readFileSync(archive));
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    if (!name) break;
    const size = Number.parseInt(header.toString('utf8', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const path = join(staging, name);
    if (type === '5') {
      mkdirSync(path, { recursive: true });
    } else if (type === '0' || type === '\0') {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, tar.subarray(offset + 512, offset + 512 + size), { mode: 0o755 });
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another process got there first: its copy is as good as ours.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
  return target;
}
