import { z } from '../zod';

export const FILE_TYPES = ['IMAGE', 'DOCUMENT', 'OTHER'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const FILE_VISIBILITIES = ['EVERYONE', 'MYSELF'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

/** Images are resized to at most this many pixels on the long side; thumbnails to THUMBNAIL_SIZE. */
export const IMAGE_MAX_SIDE = 1920;
export const THUMBNAIL_SIZE = 320;
/** A ZIP may hold at most upload_limit × this many entries. */
export const ZIP_ENTRIES_PER_UPLOAD = 10;
export const ZIP_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
/** An entry unpacking to more than this many times its packed size is treated as a ZIP bomb. */
export const ZIP_MAX_RATIO = 200;

export const FILE_MESSAGES = {
  tooMany: (limit: number, attempted: number) =>
    `You can only upload up to ${limit} files per request. You attempted to upload ${attempted} files.`,
  /** 413 for a request carrying more than post_max_size in total (the per-file limit is MESSAGES.tooLarge). */
  requestTooLarge: (mb: number) =>
    `The files you are trying to upload are too large together. The maximum size per upload is ${mb}MB.`,
  notAllowed: 'This file type is not allowed.',
  noFiles: 'Please choose at least one file to upload.',
  failedCount: (n: number) => `${n} file(s) failed to upload`,
  uploaded: (n: number) => `${n} file(s) successfully uploaded`,
  detailsUpdated: 'File details successfully updated',
  deleted: 'File deleted',
  notFound: 'Could not find this file',
  categoryNotFound: 'Could not find this category',
  categoryCreated: 'Category created',
  categoryExists: 'A category with this name already exists.',
  zipUnsafe: 'The ZIP file contains unsafe paths.',
  zipTooLarge: 'The ZIP file is too large when unpacked.',
  zipInvalid: 'The file is not a valid ZIP file.',
  zipEmpty: 'The ZIP file contains no files.',
  attachmentsSaved: 'Attachments saved',
  attachmentDeleted: 'Attachment removed',
  attachmentNotFound: 'Could not find this attachment',
  pinned: 'Item pinned',
  unpinned: 'Item unpinned',
  annotatedFromNotFound: 'Could not find the image this annotation was drawn on.',
  annotatedFromNotImage: 'Only an image can be annotated.',
  annotatedOneFile: 'An annotated image is uploaded on its own.',
} as const;

const id = z.coerce.number().int().positive();

export const fileIdQuerySchema = z.object({ id });
export const fileIdsBodySchema = z.object({ ids: z.array(z.number().int().positive()).max(500) });

export const fileDetailsBodySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().max(255, 'The title may not be greater than 255 characters.').nullish(),
  description: z.string().trim().max(5000, 'The description may not be greater than 5000 characters.').nullish(),
  category_id: z.number().int().positive().nullish(),
  visibility: z.enum(FILE_VISIBILITIES).optional(),
});
export type FileDetailsBody = z.infer<typeof fileDetailsBodySchema>;

const one = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (Array.isArray(v) ? v : v == null ? v : [v]), inner);

/** GET v1/files/search sorts: sortBy and sortDirection, by default relevancy descending (spec section 9). */
export const FILE_SORTS = ['relevancy', 'created_at'] as const;
export type FileSort = (typeof FILE_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const fileSearchQuerySchema = z.object({
  filter: z.string().trim().max(200).optional(),
  category: z.coerce.number().int().optional(),
  type: z.enum(['IMAGE', 'DOCUMENT']).or(z.literal('')).optional(),
  'staff[]': one(z.array(id)).optional(),
  staff: one(z.array(id)).optional(),
  extension: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(200).default(50),
  sortBy: z.enum(FILE_SORTS).default('relevancy'),
  sortDirection: z.enum(SORT_DIRECTIONS).default('desc'),
});
export type FileSearchQuery = z.infer<typeof fileSearchQuerySchema>;

export const createCategoryBodySchema = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(100, 'The name may not be greater than 100 characters.'),
});

export const fileIdBodySchema = z.object({ id });

/** Attachments on a record. `id` on save is the record; on delete/pin it is the attachment's file id. */
export const saveAttachmentsBodySchema = z.object({
  id: z.number().int().positive(),
  files: z.array(z.number().int().positive()).min(1).max(200),
});
export const deleteAttachmentBodySchema = z.object({
  model_id: id,
  id,
  key: z.literal('attachments').optional(),
});
export const pinAttachmentBodySchema = z.object({
  model_id: z.number().int().positive(),
  id: z.number().int().positive(),
  is_pinned: z.boolean(),
  key: z.literal('attachments').optional(),
});

export const fileCategorySchema = z.object({ id: z.number(), name: z.string() });

export const filePayloadSchema = z.object({
  id: z.number(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  category_id: z.number().nullable(),
  category: fileCategorySchema.nullable(),
  visibility: z.enum(FILE_VISIBILITIES),
  file_name: z.string(),
  file_extension: z.string(),
  type: z.enum(FILE_TYPES),
  total_file_size: z.number(),
  mime_type: z.string(),
  signed_url: z.string(),
  signed_thumbnail_url: z.string().nullable(),
  dimensions: z.object({ width: z.number(), height: z.number() }).nullable(),
  attachments_count: z.number(),
  created_at: z.string(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** Photo annotation: the IMAGE this file was drawn on, kept untouched. */
  annotated_from_file_id: z.number().nullable().optional(),
});
export type FilePayload = z.infer<typeof filePayloadSchema>;

/** Files by id: POST v1/files, and {record}/attachments/save (the files now attached). */
export const filesPayloadSchema = z.object({ files: z.array(filePayloadSchema) });

/** GET v1/files, POST v1/files/details. */
export const fileOnePayloadSchema = z.object({ file: filePayloadSchema });

/** POST v1/files/toggleVisibility: the file and its new visibility. */
export const fileVisibilityPayloadSchema = z.object({ file: filePayloadSchema, visibility: z.enum(FILE_VISIBILITIES) });

/** GET v1/files/search: one page of files. */
export const fileSearchPayloadSchema = z.object({
  files: z.array(filePayloadSchema),
  total: z.number(),
  page: z.number(),
  rows: z.number(),
});
export type FileSearchPayload = z.infer<typeof fileSearchPayloadSchema>;

export const fileCategoriesPayloadSchema = z.object({ categories: z.array(fileCategorySchema) });
export const fileCategoryPayloadSchema = z.object({ category: fileCategorySchema });
export type FileCategory = z.infer<typeof fileCategorySchema>;

/** GET v1/files/download: the signed link (both names, as the spec's clients read either). */
export const fileDownloadPayloadSchema = z.object({ url: z.string(), signed_url: z.string() });

/** One file an upload refused, beside those it stored. */
export const failedUploadSchema = z.object({ name: z.string(), message: z.string() });
export type FailedUpload = z.infer<typeof failedUploadSchema>;

/** POST v1/files/upload and upload/zip: 200 all stored, 207 some refused, 422 all refused (this payload in each). */
export const fileUploadPayloadSchema = z.object({
  files: z.array(filePayloadSchema),
  failed: z.array(failedUploadSchema),
});
export type FileUploadPayload = z.infer<typeof fileUploadPayloadSchema>;

/** An avatar (a client's, a staff member's): an image from the file store by its signed links. */
export const profileImageSchema = z.object({
  id: z.number(),
  signed_thumbnail_url: z.string(),
  signed_url: z.string(),
});
export type ProfileImage = z.infer<typeof profileImageSchema>;
