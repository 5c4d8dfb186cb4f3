import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { fieldError } from '../../http/http-error';
import { findFileRow } from './files.repository';
import { viewerOf } from './files.service';
import type { LinkSigner, LinkVariant } from './signed-links';

// The avatar of a staff member or a client: a file of the store chosen as their picture.

/**
 * The chosen image must be a resizable IMAGE of the company (spec: GIFs and non-images refused) that
 * the user may see: the avatar is answered with signed links to its bytes, so a file hidden from them
 * (a colleague's own, one attached to a record they cannot see) answers as a missing one. The record's
 * `current` avatar, sent back unchanged by an edit, is kept as it is. undefined keeps the current one,
 * null removes it; otherwise its file id.
 */
export async function checkProfileImage(
  tx: Executor,
  auth: AuthContext,
  image: { id: number } | null | undefined,
  current: number | null = null,
): Promise<number | null | undefined> {
  if (image === undefined || image === null) return image;
  if (image.id === current) return current;
  const file = await findFileRow(tx, auth.companyId, image.id, viewerOf(auth));
  if (!file) throw fieldError('image.id', STAFF_MESSAGES.imageNotFound);
  if (file.type !== 'IMAGE') throw fieldError('image.id', STAFF_MESSAGES.notAnImage);
  if (file.mimeType === 'image/gif') throw fieldError('image.id', STAFF_MESSAGES.gifCannotBeResized);
  // Stored without a thumbnail means the bytes could not be decoded as a picture.
  if (!file.thumbnailKey) throw fieldError('image.id', STAFF_MESSAGES.notAnImage);
  return file.id;
}

/**
 * The avatar as signed links. It is always a thumbnailed IMAGE of the company (checkProfileImage
 * refuses anything else), so both links can be signed without loading the file row.
 */
export function profileImageLinks(signer: LinkSigner, companyId: number, fileId: number | null) {
  if (fileId === null) return null;
  const link = (variant: LinkVariant) => `/v1/files/${variant}/${signer.sign({ companyId, fileId, variant })}`;
  return { id: fileId, signed_thumbnail_url: link('thumb'), signed_url: link('raw') };
}
