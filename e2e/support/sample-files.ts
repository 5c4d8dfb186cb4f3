import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';

/** What `setInputFiles` / a file chooser takes: a file made in memory. */
export interface SampleFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real photo-like image: a solid colour with gaussian noise, so it does not compress to nothing
 * (an upload of a few of them takes a visible moment on a throttled connection).
 */
export async function sampleImage(
  name: string,
  format: 'png' | 'jpeg',
  size: { width: number; height: number },
  colour: { r: number; g: number; b: number },
): Promise<SampleFile> {
  const image = sharp({
    create: {
      width: size.width,
      height: size.height,
      channels: 3,
      background: colour,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  const buffer = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

/** A valid one-page PDF 1.4 (A4, one line of Helvetica) with a correct cross-reference table. */
export function samplePdf(name: string, text: string): SampleFile {
  const escaped = text.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = `BT /F1 24 Tf 72 760 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space, newline.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') };
}

/**
 * Slows the page's requests to URLs matching `urlPattern` (absolute URLPattern syntax) to
 * `bytesPerSecond` upstream, through Chromium's network emulation (every request's, on a Chromium
 * without rules); downloads stay unthrottled.
 * Returns a function that lifts the throttle.
 */
export async function throttleUploads(
  context: BrowserContext,
  page: Page,
  urlPattern: string,
  bytesPerSecond: number,
): Promise<() => Promise<void>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const upstream = { latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond };
  try {
    await cdp.send('Network.emulateNetworkConditionsByRule', {
      matchedNetworkConditions: [{ urlPattern, ...upstream }],
    });
    return async () => {
      await cdp.send('Network.emulateNetworkConditionsByRule', { matchedNetworkConditions: [] });
      await cdp.detach();
    };
  } catch {
    // An older Chromium (the npm-shipped one a fresh machine may use) has no rules: every upload is
    // slowed instead, which is what the journeys throttle anyway.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...upstream });
    return async () => {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
    };
  }
}
