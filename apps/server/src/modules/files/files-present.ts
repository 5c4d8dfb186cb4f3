import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { FilePayload, FileType, FileVisibility } from '@fieldbook/domain/files/files.schemas';
import type { AuthContext } from '../../http/auth';
import type * as repo from './files.repository';
import type { LinkSigner, LinkVariant } from './signed-links';

/** A file row as the API shows it, with fresh signed links and what the viewer may do with it. */
export function createFilePresenter(signer: LinkSigner) {
  const link = (companyId: number, fileId: number, variant: LinkVariant) =>
    `/v1/files/${variant}/${signer.sign({ companyId, fileId, variant })}`;

  return function present(auth: AuthContext, row: repo.PresentableFile, timezone: string): FilePayload {
    const { file } = row;
    const mayChange = file.createdBy === auth.userId || auth.permissions.includes('canManageFiles');
    return {
      id: file.id,
      title: file.title,
      description: file.description,
      category_id: file.categoryId,
      category: file.categoryId && row.categoryName ? { id: file.categoryId, name: row.categoryName } : null,
      visibility: file.visibility as FileVisibility,
      file_name: file.fileName,
      file_extension: file.fileExtension,
      type: file.type as FileType,
      total_file_size: file.size,
      mime_type: file.mimeType,
      signed_url: link(file.companyId, file.id, 'raw'),
      signed_thumbnail_url: file.thumbnailKey ? link(file.companyId, file.id, 'thumb') : null,
      dimensions: file.width && file.height ? { width: file.width, height: file.height } : null,
      attachments_count: Number(row.attachmentsCount),
      created_at: formatSqlDate(file.createdAt, timezone),
      user:
        file.createdBy !== null
          ? { id: file.createdBy, name: [row.firstName, row.lastName].filter(Boolean).join(' ') }
          : null,
      can_edit: mayChange,
      can_delete: mayChange,
      annotated_from_file_id: file.annotatedFromFileId,
    };
  };
}
