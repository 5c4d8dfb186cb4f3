import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Benchmark } from './lib/bench';
import { signInAsDemo } from './lib/server';

const COUNT = 20;
const WIDTH = 3000;
const HEIGHT = 2000;
const QUALITY = 90;
// Gaussian noise of this spread makes a ~4 MB JPEG at quality 90: noise is JPEG's worst case, so the
// server's decode, resize and thumbnail work is at its heaviest.
const SIGMA = 42;
const MB = 1024 * 1024;
const run = promisify(execFile);

/** 20 noisy 3000×2000 JPEGs, generated once into the temp folder and reused by later runs. */
async function photos(log: (line: string) => void): Promise<string[]> {
  const dir = join(tmpdir(), `fieldbook-bench-photos-${WIDTH}x${HEIGHT}-q${QUALITY}-s${SIGMA}`);
  mkdirSync(dir, { recursive: true });
  const paths = Array.from({ length: COUNT }, (_, i) => join(dir, `photo-${String(i + 1).padStart(2, '0')}.jpg`));
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length > 0) log(`Generating ${missing.length} JPEGs in ${dir} (~2 s each)…`);
  for (const path of missing) {
    await sharp({
      create: {
        width: WIDTH,
        height: HEIGHT,
        channels: 3,
        background: '#80706a',
        noise: { type: 'gaussian', mean: 128, sigma: SIGMA },
      },
    })
      .jpeg({ quality: QUALITY })
      .toFile(path);
  }
  return paths;
}

interface Phase {
  label: string;
  seconds: number;
  bytes: number;
  files: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  maxRssBeforeMb: number;
  maxRssAfterMb: number;
}

/**
 * Runs `work` while sampling this process's RSS every 10 ms (the server runs in this process), and
 * reads the kernel's lifetime peak (resourceUsage().maxRSS) before and after.
 */
async function measured(
  label: string,
  bytes: number,
  work: () => Promise<{ stored: number; seconds: number }>,
): Promise<Phase> {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const { stored: files, seconds } = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      label,
      seconds,
      bytes,
      files,
      rssBeforeMb: rssBefore / MB,
      rssPeakMb: peak / MB,
      maxRssBeforeMb: maxRssBefore / MB,
      maxRssAfterMb: (process.resourceUsage().maxRSS * 1024) / MB,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The upload client, run in a child process so this process's memory is the server's alone. Streams
 * the files from disk (file-backed blobs) in one request (`one`) or one request each (`each`), and
 * prints how many were stored and how long it took.
 */
const CLIENT = `
import { openAsBlob } from 'node:fs';
const [mode, origin, token, ...paths] = process.argv.slice(1);
async function send(batch) {
  const form = new FormData();
  for (const path of batch) form.append('files[]', await openAsBlob(path, { type: 'image/jpeg' }), path.split('/').pop());
  const response = await fetch(origin + '/v1/files/upload', { method: 'POST', headers: { authorization: 'Bearer ' + token }, body: form });
  const body = await response.json();
  const stored = body.payload?.files?.length ?? 0;
  if (response.status !== 200 || stored !== batch.length) throw new Error(response.status + ' ' + body.message);
  return stored;
}
const started = performance.now();
let stored = 0;
for (const batch of mode === 'one' ? [paths] : paths.map((path) => [path])) stored += await send(batch);
process.stdout.write(JSON.stringify({ stored, seconds: (performance.now() - started) / 1000 }));
`;

async function uploadFrom(child: 'one' | 'each', origin: string, token: string, paths: string[]) {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CLIENT, child, origin, token, ...paths]);
  return JSON.parse(stdout) as { stored: number; seconds: number };
}

const row = (phase: Phase) =>
  [
    phase.label.padEnd(34),
    `${phase.files} files`.padStart(9),
    `${(phase.bytes / MB).toFixed(1)} MB`.padStart(9),
    `${phase.seconds.toFixed(2)} s`.padStart(9),
    `${(phase.bytes / MB / phase.seconds).toFixed(2)} MB/s`.padStart(12),
    `${phase.rssBeforeMb.toFixed(0)} → ${phase.rssPeakMb.toFixed(0)} MB`.padStart(16),
    `${phase.maxRssBeforeMb.toFixed(0)} → ${phase.maxRssAfterMb.toFixed(0)} MB`.padStart(16),
  ].join(' ');

/**
 * POST /v1/files/upload with 20 photos of ~4 MB: in one multipart request, then one request per photo.
 * Each stored photo is resized to 1920 px with a webp thumbnail, as for a real upload.
 */
const upload: Benchmark = {
  name: 'upload',
  async run(context) {
    const { server, log } = context;
    const paths = await photos(log);
    const bytes = paths.reduce((sum, path) => sum + statSync(path).size, 0);
    log(`${COUNT} JPEGs ${WIDTH}×${HEIGHT} q${QUALITY}, ${(bytes / COUNT / MB).toFixed(2)} MB each on average.`);
    const token = await signInAsDemo(server.origin);
    // One upload first, so the timings leave out first-use costs (sharp, multipart, the pool).
    await uploadFrom('one', server.origin, token, paths.slice(0, 1));

    const phases = [
      await measured(`${COUNT} in one request`, bytes, () => uploadFrom('one', server.origin, token, paths)),
      await measured(`${COUNT} one by one (sequential)`, bytes, () => uploadFrom('each', server.origin, token, paths)),
    ];
    log(
      `${'upload'.padEnd(34)} ${'files'.padStart(9)} ${'sent'.padStart(9)} ${'time'.padStart(9)} ${'rate'.padStart(12)} ${'RSS sampled'.padStart(16)} ${'maxRSS'.padStart(16)}`,
    );
    for (const phase of phases) log(row(phase));
    log('RSS sampled: process.memoryUsage().rss every 10 ms, before → peak during the phase.');
    log('maxRSS: resourceUsage().maxRSS, the process lifetime peak, before → after the phase (it only');
    log('grows, so an unchanged figure means the phase stayed below an earlier peak).');
    log('The client is a child process streaming the files from disk: this process holds only the server.');
    return { endpoints: [], sizes: [] };
  },
};

export default upload;
