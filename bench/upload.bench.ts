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
  requests: number;
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
  work: () => Promise<{ stored: number; requests: number; seconds: number }>,
): Promise<Phase> {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const { stored: files, requests, seconds } = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      label,
      seconds,
      bytes,
      files,
      requests,
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
 * the files from disk (file-backed blobs) in as few requests as the server's limits allow (`batched`:
 * at most upload_limit files and post_max_size bytes a request) or one request each (`each`), and
 * prints how many were stored and how long it took.
 */
const CLIENT = `
import { openAsBlob, statSync } from 'node:fs';
const [mode, origin, token, maxFiles, maxBytes, ...paths] = process.argv.slice(1);
function batches() {
  if (mode === 'each') return paths.map((path) => [path]);
  const all = [];
  let batch = [];
  let bytes = 0;
  for (const path of paths) {
    const size = statSync(path).size;
    if (batch.length > 0 && (batch.length >= Number(maxFiles) || bytes + size > Number(maxBytes))) {
      all.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(path);
    bytes += size;
  }
  if (batch.length > 0) all.push(batch);
  return all;
}
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
let requests = 0;
for (const batch of batches()) {
  stored += await send(batch);
  requests++;
}
process.stdout.write(JSON.stringify({ stored, requests, seconds: (performance.now() - started) / 1000 }));
`;

/** What one upload request may carry: upload_limit files and post_max_size MB of them (the server answers 413 above). */
interface UploadLimits {
  files: number;
  bytes: number;
}

async function uploadLimits(origin: string, token: string): Promise<UploadLimits> {
  const response = await fetch(`${origin}/v1/system/loadSystemSettings`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { payload: { upload_limit: number; post_max_size: number } };
  return { files: body.payload.upload_limit, bytes: body.payload.post_max_size * MB };
}

async function uploadFrom(
  mode: 'batched' | 'each',
  origin: string,
  token: string,
  limits: UploadLimits,
  paths: string[],
) {
  const { stdout } = await run(process.execPath, [
    '--input-type=module',
    '-e',
    CLIENT,
    mode,
    origin,
    token,
    String(limits.files),
    String(limits.bytes),
    ...paths,
  ]);
  return JSON.parse(stdout) as { stored: number; requests: number; seconds: number };
}

const row = (phase: Phase) =>
  [
    phase.label.padEnd(34),
    `${phase.files} files`.padStart(9),
    `${phase.requests}`.padStart(8),
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
    const limits = await uploadLimits(server.origin, token);
    // One upload first, so the timings leave out first-use costs (sharp, multipart, the pool).
    await uploadFrom('batched', server.origin, token, limits, paths.slice(0, 1));

    // The 20 photos (~77 MB) are more than one request may carry (post_max_size): as few as may.
    const batched = await measured(`${COUNT} in as few requests as may`, bytes, () =>
      uploadFrom('batched', server.origin, token, limits, paths),
    );
    log(
      `Batched: ${batched.requests} requests of at most ${limits.files} files and ${(limits.bytes / MB).toFixed(0)} MB.`,
    );
    const phases = [
      batched,
      await measured(`${COUNT} one by one (sequential)`, bytes, () =>
        uploadFrom('each', server.origin, token, limits, paths),
      ),
    ];
    log(
      `${'upload'.padEnd(34)} ${'files'.padStart(9)} ${'requests'.padStart(8)} ${'sent'.padStart(9)} ${'time'.padStart(9)} ${'rate'.padStart(12)} ${'RSS sampled'.padStart(16)} ${'maxRSS'.padStart(16)}`,
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
