import type { UploadOutcome } from '../../files/index';

/** An image a report's answers name (a photo or a signature), as its thumbnail and its full picture. */
export interface ReportImage {
  id: number;
  name: string;
  url: string | null;
  thumbnail: string | null;
}

export const reportImageOf = (file: {
  id: number;
  file_name: string;
  title: string | null;
  signed_url: string | null;
  signed_thumbnail_url: string | null;
}): ReportImage => ({
  id: file.id,
  name: file.title || file.file_name,
  url: file.signed_url,
  thumbnail: file.signed_thumbnail_url ?? file.signed_url,
});

/** The message of an upload that stored nothing or not everything, or null when all went up. */
export function uploadProblem(outcome: UploadOutcome): string | null {
  if (outcome.kind === 'uploaded') return null;
  if (outcome.kind === 'partial') return outcome.failed.map((failed) => `${failed.name}: ${failed.message}`).join(' ');
  return outcome.message;
}

/** A signature drawn on the pad (a PNG data URL) as the file the report stores. */
export function signatureFile(dataUrl: string): File {
  // Decoded here: the app's content security policy lets fetch() reach only the server, not data: URLs.
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));
  return new File([bytes], 'signature.png', { type: 'image/png' });
}
