import { type UploadOutcome, uploadFiles } from '../../files/index';

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

/** A signature drawn on the pad (a PNG data URL), uploaded to the file store; answers the stored image. */
export async function uploadSignature(dataUrl: string): Promise<ReportImage> {
  // Decoded here: the app's content security policy lets fetch() reach only the server, not data: URLs.
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));
  const outcome = await uploadFiles([new File([bytes], 'signature.png', { type: 'image/png' })]);
  const file = outcome.kind === 'uploaded' || outcome.kind === 'partial' ? outcome.files[0] : undefined;
  if (!file) throw new Error(uploadProblem(outcome) ?? 'The signature could not be saved.');
  return reportImageOf(file);
}
