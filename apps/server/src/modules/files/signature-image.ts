import { SIGNATURE_LIMITS, SIGNATURE_MESSAGES } from '@fieldbook/domain/inputs/signature.rules';
import sharp from 'sharp';
import { fieldError } from '../../http/http-error';

const PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A drawn signature's data URL (of the domain schema's shape) as it is stored: its bytes must be a
 * PNG — the PNG signature, then decoded whole by sharp within SIGNATURE_LIMITS — and are re-encoded,
 * so nothing but the image's pixels is kept. SVG or HTML under the PNG label, garbage, a truncated
 * file or a huge canvas is a 422 on `field`, before anything is saved.
 */
export async function readSignature(dataUrl: string, field = 'signature'): Promise<string> {
  const invalid = () => fieldError(field, SIGNATURE_MESSAGES.invalid);
  if (!dataUrl.startsWith(PREFIX)) throw invalid();
  const bytes = Buffer.from(dataUrl.slice(PREFIX.length), 'base64');
  if (!bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) throw invalid();
  let size: { width?: number; height?: number; format?: string };
  try {
    size = await sharp(bytes).metadata();
  } catch {
    throw invalid();
  }
  if (size.format !== 'png' || !size.width || !size.height) throw invalid();
  if (size.width > SIGNATURE_LIMITS.maxWidth || size.height > SIGNATURE_LIMITS.maxHeight)
    throw fieldError(field, SIGNATURE_MESSAGES.tooLarge);
  try {
    const png = await sharp(bytes, { failOn: 'error' }).png().toBuffer();
    return `${PREFIX}${png.toString('base64')}`;
  } catch {
    throw invalid();
  }
}
