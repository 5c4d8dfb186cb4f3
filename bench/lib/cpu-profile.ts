import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * BENCH_CPU_PROFILE=<folder>: the server's CPU profile (this process, via the inspector) over each
 * measured load alone, written as `<folder>/<load name>.cpuprofile` (open in Chrome DevTools; a second load
 * of the same name, another label of one endpoint, gets `-2`, `-3`…). Seeding, warm-ups and the data
 * floor stay out of it; the served floor is a load of its own. Null when the variable is not set.
 */
export async function startCpuProfile(): Promise<((name: string) => Promise<void>) | null> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (name) => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(folder, { recursive: true });
    const base = join(folder, name.replace(/[^\w.-]+/g, '_').slice(0, 120));
    let file = `${base}.cpuprofile`;
    for (let n = 2; existsSync(file); n++) file = `${base}-${n}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
  };
}
