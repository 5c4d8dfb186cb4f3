import { addDays, formatSqlDate, todayIn } from '@fieldbook/domain/dates/date-codec';
import { LICENCE_EXPIRY_NOTICE_DAYS, licenceState } from '@fieldbook/domain/licences/licences.constants';
import type { LicencePayload } from '@fieldbook/domain/licences/licences.payloads';
import type { LinkSigner } from '../files/index';
import type { LicenceWithHolder } from './licences.repository';

/** A licence as the spec's Licence entity (contracts-issue5.md). */
export function presentLicence(row: LicenceWithHolder, timezone: string, signer: LinkSigner): LicencePayload {
  const { licence, holder, document, type } = row;
  const link = (fileId: number, variant: 'raw' | 'thumb') =>
    `/v1/files/${variant}/${signer.sign({ companyId: licence.companyId, fileId, variant })}`;
  const state = licenceState(licence.stateId);
  // A licence lapses on the company's calendar.
  const today = todayIn(timezone);
  const noticeFrom = addDays(today, LICENCE_EXPIRY_NOTICE_DAYS);
  const expiry = licence.expiryDate;
  const archived = licence.archivedAt !== null;
  const photo = holder.profileImageFileId;
  return {
    id: licence.id,
    user: {
      id: holder.id,
      name: `${holder.firstName} ${holder.lastName}`.trim(),
      deactivated: !holder.active,
      initials: `${holder.firstName.charAt(0)}${holder.lastName.charAt(0)}`.toUpperCase(),
      color: holder.color,
      profile_image:
        photo === null
          ? null
          : { id: photo, signed_thumbnail_url: link(photo, 'thumb'), signed_url: link(photo, 'raw') },
    },
    user_id: licence.userId,
    licence_number: licence.licenceNumber,
    descriptor: licence.descriptor,
    licence_type: type,
    state_id: licence.stateId,
    administrative_area: state?.name ?? null,
    state_code: state?.code ?? null,
    country: state?.country ?? null,
    expiry_date: expiry,
    // ISO dates compare as text.
    is_set_to_expire: expiry !== null && expiry <= noticeFrom,
    is_expired: expiry !== null && expiry < today,
    archived,
    can_edit: !archived && holder.active,
    image_location: licence.imageFileId,
    image: document
      ? {
          id: document.id,
          title: document.title,
          signed_url: link(document.id, 'raw'),
          signed_thumbnail_url: document.thumbnailKey ? link(document.id, 'thumb') : null,
        }
      : null,
    created_at: formatSqlDate(licence.createdAt, timezone),
    updated_at: licence.updatedAt.toISOString(),
  };
}
