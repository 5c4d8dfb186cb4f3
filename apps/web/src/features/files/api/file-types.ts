import type { FilePayload } from '@fieldbook/domain/files/files.schemas';

export type {
  FailedUpload,
  FileCategory,
  FileType,
  FileVisibility,
} from '@fieldbook/domain/files/files.schemas';

/** A stored file as the file calls return it (clients-staff-inventory-files spec section 3). */
export type FileRecord = FilePayload;

export const filesQueryKey = ['files'] as const;
export const fileQueryKey = (id: number) => [...filesQueryKey, 'file', id] as const;
export const fileCategoriesQueryKey = [...filesQueryKey, 'categories'] as const;

export const FILE_MESSAGES = {
  detailsUpdated: 'File details successfully updated',
  uploaded: (count: number) => `${count} file(s) successfully uploaded`,
  tooMany: (limit: number, attempted: number) =>
    `You can only upload up to ${limit} files per request. You attempted to upload ${attempted} files.`,
  partialTitle: 'Files failed to upload',
  couldNotLoad: 'Could not load file',
  noPreview: 'No preview to display',
  noFiles: 'No files to display',
  unnamed: 'Unnamed File',
  noDescription: 'No description provided',
  myselfNote:
    'This file may still be visible to other staff if it is attached to an item such as an Activity Timeline.',
} as const;

/** Spec section 9: uploaded event 1 s after a full success. */
export const UPLOAD_FOLLOW_UP_MS = 1000;
/** Files page and select dialog page size. */
export const FILES_PER_PAGE = 50;
/** Title truncation: 100 in the viewer header. */
export const VIEWER_TITLE_MAX = 100;

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The name a file shows: its title, else its file name, else 'Unnamed File'. */
export function fileLabel(file: Pick<FileRecord, 'title' | 'file_name'>): string {
  return file.title?.trim() || file.file_name || FILE_MESSAGES.unnamed;
}

/** 12.3 kB / 4.5 MB in en-AU. */
export function formatFileSize(bytes: number): string {
  const format = (value: number) => value.toLocaleString('en-AU', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  return `${format(bytes / 1024)} kB`;
}

export const isPdf = (file: Pick<FileRecord, 'file_extension' | 'mime_type'>) =>
  file.file_extension.toLowerCase() === 'pdf' || file.mime_type === 'application/pdf';
