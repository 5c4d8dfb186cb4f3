import {
  DRAWING_ASSET_MESSAGES,
  type DrawingAssetKind,
} from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import { IMAGE_MAX_SIDE } from '@fieldbook/domain/files/files.schemas';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { fieldError } from '../../http/http-error';
import { sanitiseSvg } from './svg-sanitiser';

export interface AssetContent {
  kind: DrawingAssetKind;
  /** What is stored: the sanitised SVG, or the PNG re-encoded without metadata. */
  bytes: Buffer;
  width: number;
  height: number;
}

/** The intrinsic size sharp reads (an SVG's width/height or viewBox); null when it cannot read the image. */
async function sizeOf(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

const invalid = () => fieldError('file', DRAWING_ASSET_MESSAGES.fileInvalid);

/**
 * An uploaded asset's content, judged by its bytes (never its name): a PNG, re-encoded at most
 * IMAGE_MAX_SIDE on a side, or UTF-8 text that sanitises to one SVG that sharp can read. Anything else
 * is a 422 on `file`.
 */
export async function readAssetContent(bytes: Buffer): Promise<AssetContent> {
  const detected = await fileTypeFromBuffer(bytes);
  // An SVG that opens with an XML declaration is read as XML by its magic bytes: it is text here.
  if (detected && detected.ext !== 'xml') {
    if (detected.ext !== 'png') throw invalid();
    try {
      const { data, info } = await sharp(bytes)
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
      return { kind: 'PNG', bytes: data, width: info.width, height: info.height };
    } catch {
      throw invalid();
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid();
  }
  const sanitised = sanitiseSvg(text);
  if ('refused' in sanitised) {
    throw fieldError(
      'file',
      sanitised.refused === 'entities' ? DRAWING_ASSET_MESSAGES.svgEntities : DRAWING_ASSET_MESSAGES.fileInvalid,
    );
  }
  const svg = Buffer.from(sanitised.svg);
  const size = await sizeOf(svg);
  if (!size) throw invalid();
  return { kind: 'SVG', bytes: svg, ...size };
}
