import type { FileSort, SortDirection } from '@fieldbook/domain/files/files.schemas';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { epochMillis, fromEpochMillis } from '../../db/epoch-millis';
import { jsonTuple } from '../../db/json-tuple';
import { escapeLike } from '../../db/like-pattern';
import { attachments, fileCategories, files, users } from '../../db/schema/index';

export type FileRow = typeof files.$inferSelect;

/** Who is looking, and which attached records they may see (the files' visibility depends on it). */
export interface Viewer {
  companyId: number;
  userId: number;
  canAccessFiles: boolean;
  canManageFiles: boolean;
  /** Attachment subject types whose records the viewer can see. */
  visibleSubjectTypes: string[];
}

const attachedVisible = (viewer: Viewer): SQL =>
  viewer.visibleSubjectTypes.length === 0
    ? sql`false`
    : sql`exists (select 1 from ${attachments} a where a.company_id = ${files.companyId} and a.file_id = ${files.id} and a.subject_type in (${sql.join(
        viewer.visibleSubjectTypes.map((type) => sql`${type}`),
        sql`, `,
      )}))`;

/**
 * The files a viewer may see: in the files area (canAccessFiles) everyone's EVERYONE files, their own,
 * and all of them for canManageFiles; always their own and those attached to a record they can see.
 */
export function visibleTo(viewer: Viewer): SQL {
  const area = viewer.canAccessFiles
    ? viewer.canManageFiles
      ? sql`true`
      : sql`${files.visibility} = 'EVERYONE'`
    : sql`false`;
  return or(area, eq(files.createdBy, viewer.userId), attachedVisible(viewer)) as SQL;
}

const withExtras = {
  file: files,
  categoryName: fileCategories.name,
  firstName: users.firstName,
  lastName: users.lastName,
  attachmentsCount: sql<number>`(select count(*)::int from ${attachments} c where c.company_id = ${files.companyId} and c.file_id = ${files.id})`,
};
export type FileWithExtras = {
  file: FileRow;
  categoryName: string | null;
  firstName: string | null;
  lastName: string | null;
  attachmentsCount: number;
};

/** What the presenter reads of a file (FileWithExtras has more). */
export type PresentableFile = Omit<FileWithExtras, 'file'> & {
  file: Omit<FileRow, 'storageKey' | 'isPublic' | 'searchText' | 'updatedAt'>;
};

/** What fileDetail reads: the presenter's columns with snake_case names, created_at in epoch milliseconds. */
export interface FileDetail {
  company_id: number;
  id: number;
  title: string | null;
  description: string | null;
  category_id: number | null;
  category_name: string | null;
  visibility: string;
  file_name: string;
  file_extension: string;
  type: string;
  mime_type: string;
  size: number;
  thumbnail_key: string | null;
  width: number | null;
  height: number | null;
  created_by: number | null;
  first_name: string | null;
  last_name: string | null;
  annotated_from_file_id: number | null;
  created_at: number;
  attachments_count: number;
}

const fileTuple = jsonTuple<FileDetail>({
  company_id: true,
  id: true,
  title: true,
  description: true,
  category_id: true,
  category_name: true,
  visibility: true,
  file_name: true,
  file_extension: true,
  type: true,
  mime_type: true,
  size: true,
  thumbnail_key: true,
  width: true,
  height: true,
  created_by: true,
  first_name: true,
  last_name: true,
  annotated_from_file_id: true,
  created_at: true,
  attachments_count: true,
});

/**
 * A file the viewer may see as one json FileDetail tuple, or null: a scalar subquery on the file's id (an
 * SQL expression), for reading files inside another statement (findFiles reads the same).
 */
export const fileDetail = (companyId: number, id: SQL, viewer: Viewer) => sql`(
  select ${fileTuple.build({
    company_id: files.companyId,
    id: files.id,
    title: files.title,
    description: files.description,
    category_id: files.categoryId,
    category_name: fileCategories.name,
    visibility: files.visibility,
    file_name: files.fileName,
    file_extension: files.fileExtension,
    type: files.type,
    mime_type: files.mimeType,
    size: files.size,
    thumbnail_key: files.thumbnailKey,
    width: files.width,
    height: files.height,
    created_by: files.createdBy,
    first_name: users.firstName,
    last_name: users.lastName,
    annotated_from_file_id: files.annotatedFromFileId,
    created_at: epochMillis(files.createdAt),
    attachments_count: withExtras.attachmentsCount,
  })}
  from ${files}
  left join ${fileCategories} on ${fileCategories.companyId} = ${files.companyId} and ${fileCategories.id} = ${files.categoryId}
  left join ${users} on ${users.companyId} = ${files.companyId} and ${users.id} = ${files.createdBy}
  where ${files.companyId} = ${companyId} and ${files.id} = ${id} and ${visibleTo(viewer)})`;

/** fileDetail's value as a FileDetail. */
export const readFileDetail = fileTuple.read;

/** fileDetail's value as the presenter reads a file. */
export const presentableFile = (detail: FileDetail): PresentableFile => ({
  file: {
    companyId: detail.company_id,
    id: detail.id,
    title: detail.title,
    description: detail.description,
    categoryId: detail.category_id,
    visibility: detail.visibility,
    fileName: detail.file_name,
    fileExtension: detail.file_extension,
    type: detail.type,
    mimeType: detail.mime_type,
    size: detail.size,
    thumbnailKey: detail.thumbnail_key,
    width: detail.width,
    height: detail.height,
    createdBy: detail.created_by,
    annotatedFromFileId: detail.annotated_from_file_id,
    createdAt: fromEpochMillis(detail.created_at),
  },
  categoryName: detail.category_name,
  firstName: detail.first_name,
  lastName: detail.last_name,
  attachmentsCount: detail.attachments_count,
});

function selectFiles(db: Executor) {
  return db
    .select(withExtras)
    .from(files)
    .leftJoin(
      fileCategories,
      and(eq(fileCategories.companyId, files.companyId), eq(fileCategories.id, files.categoryId)),
    )
    .leftJoin(users, and(eq(users.companyId, files.companyId), eq(users.id, files.createdBy)));
}

export async function findFiles(db: Executor, companyId: number, ids: number[], viewer: Viewer | null) {
  if (ids.length === 0) return [];
  return selectFiles(db).where(
    and(eq(files.companyId, companyId), inArray(files.id, ids), viewer ? visibleTo(viewer) : undefined),
  );
}

/** One file of the company by id; with a viewer, only if they may see it. */
export async function findFileRow(db: Executor, companyId: number, id: number, viewer?: Viewer) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.id, id), viewer ? visibleTo(viewer) : undefined))
    .limit(1);
  return row;
}

export async function insertFile(db: Executor, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('file insert returned no row');
  return row;
}

export async function updateFile(
  db: Executor,
  companyId: number,
  id: number,
  values: Partial<typeof files.$inferInsert>,
) {
  const [row] = await db
    .update(files)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(files.companyId, companyId), eq(files.id, id)))
    .returning();
  if (!row) throw new Error('file update returned no row');
  return row;
}

export async function deleteFile(db: Executor, companyId: number, id: number) {
  await db.delete(files).where(and(eq(files.companyId, companyId), eq(files.id, id)));
}

export interface SearchOptions {
  filter?: string;
  categoryId?: number | null;
  type?: 'IMAGE' | 'DOCUMENT';
  staff: number[];
  extension?: string;
  page: number;
  rows: number;
  sortBy: FileSort;
  sortDirection: SortDirection;
}

/** One page of the viewer's files, closest match first (or by creation date), paged in SQL. */
export async function searchFiles(db: Executor, viewer: Viewer, options: SearchOptions) {
  const term = options.filter?.toLowerCase().trim();
  const conditions: (SQL | undefined)[] = [eq(files.companyId, viewer.companyId), visibleTo(viewer)];
  if (term) conditions.push(sql`${files.searchText} like ${`%${escapeLike(term)}%`}`);
  if (options.categoryId === null) conditions.push(isNull(files.categoryId));
  else if (options.categoryId !== undefined) conditions.push(eq(files.categoryId, options.categoryId));
  if (options.type) conditions.push(eq(files.type, options.type));
  if (options.staff.length > 0) conditions.push(inArray(files.createdBy, options.staff));
  if (options.extension) conditions.push(eq(files.fileExtension, options.extension.toLowerCase().replace(/^\./, '')));
  const where = and(...conditions);
  const direction = options.sortDirection === 'asc' ? asc : desc;
  const order =
    options.sortBy === 'created_at'
      ? [direction(files.createdAt), direction(files.id)]
      : // Relevancy: closest match first; equal matches (every file, without a term) newest first.
        [
          ...(term ? [direction(sql`similarity(${files.searchText}, ${term})`)] : []),
          desc(files.createdAt),
          desc(files.id),
        ];
  const [rows, [count]] = await Promise.all([
    selectFiles(db)
      .where(where)
      .orderBy(...order)
      .limit(options.rows)
      .offset((options.page - 1) * options.rows),
    db.select({ total: sql<number>`count(*)::int` }).from(files).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export const listCategories = (db: Executor, companyId: number) =>
  db
    .select({ id: fileCategories.id, name: fileCategories.name })
    .from(fileCategories)
    .where(eq(fileCategories.companyId, companyId))
    .orderBy(asc(fileCategories.name));

export async function findCategory(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select({ id: fileCategories.id, name: fileCategories.name })
    .from(fileCategories)
    .where(and(eq(fileCategories.companyId, companyId), eq(fileCategories.id, id)))
    .limit(1);
  return row;
}

export async function findCategoryByName(db: Executor, companyId: number, name: string) {
  const [row] = await db
    .select({ id: fileCategories.id })
    .from(fileCategories)
    .where(and(eq(fileCategories.companyId, companyId), sql`lower(${fileCategories.name}) = ${name.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function insertCategory(db: Executor, companyId: number, name: string) {
  const [row] = await db
    .insert(fileCategories)
    .values({ companyId, name })
    .returning({ id: fileCategories.id, name: fileCategories.name });
  if (!row) throw new Error('category insert returned no row');
  return row;
}

/** The files the company keeps: what its trial limit counts. */
export async function countFiles(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(files)
    .where(eq(files.companyId, companyId));
  return row?.value ?? 0;
}
