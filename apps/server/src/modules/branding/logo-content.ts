import { BRANDING_LIMITS, BRANDING_MESSAGES } from '@fieldbook/domain/branding/branding.schemas';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { fieldError } from '../../http/http-error';

export interface LogoContent {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  mime: 'image/png' | 'image/jpeg';
}

/**
 * An uploaded logo judged by its bytes (never its name or declared type): a PNG or JPEG, re-encoded
 * without metadata at most BRANDING_LIMITS.logoMaxSide (768, the spec's image upload rule) on a side. PNG stays PNG so transparency survives;
 * pdfkit embeds both. SVG is refused: a logo travels into emails and PDFs, where a raster is safest.
 */
export async function readLogoContent(bytes: Buffer): Promise<LogoContent> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext !== 'png' && detected?.ext !== 'jpg') throw fieldError('file', BRANDING_MESSAGES.logoInvalid);
  try {
    const image = sharp(bytes).rotate().resize({
      width: BRANDING_LIMITS.logoMaxSide,
      height: BRANDING_LIMITS.logoMaxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (detected.ext === 'png') return { bytes: await image.png().toBuffer(), extension: 'png', mime: 'image/png' };
    return { bytes: await image.jpeg({ quality: 88 }).toBuffer(), extension: 'jpg', mime: 'image/jpeg' };
  } catch {
    throw fieldError('file', BRANDING_MESSAGES.logoInvalid);
  }
}
