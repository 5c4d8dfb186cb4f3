import { z } from '../zod';

export const NOTE_MESSAGES = {
  empty: 'The note cannot be empty.',
  added: 'Note added',
  updated: 'Note updated',
  deleted: 'Note deleted',
  pinned: 'Item pinned',
  unpinned: 'Item unpinned',
  notFound: 'Could not find this note',
} as const;

/** A note is empty when nothing but markup and white space is left. */
export const isBlankHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length === 0;

const noteValue = z
  .string({ error: NOTE_MESSAGES.empty })
  .max(50_000, 'The note may not be greater than 50000 characters.')
  .refine((value) => !isBlankHtml(value), NOTE_MESSAGES.empty);

/** POST: `id` is the record the note is on. */
export const createNoteBodySchema = z.object({
  id: z.number().int().positive(),
  value: noteValue,
  is_hidden: z.boolean().default(false),
});
/** PUT: `id` is the note. */
export const updateNoteBodySchema = z.object({ id: z.number().int().positive(), value: noteValue });
export const deleteNoteBodySchema = z.object({ id: z.coerce.number().int().positive() });
export const pinNoteBodySchema = z.object({ id: z.number().int().positive(), is_pinned: z.boolean() });

/** A note as the note calls answer it (the timeline's note entry adds its timeline fields). */
export const notePayloadSchema = z.object({
  id: z.number(),
  value: z.string(),
  name: z.string().nullable(),
  is_updated: z.boolean(),
  is_hidden: z.boolean(),
  is_pinned: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The viewer may edit, pin and delete it: its author, or a holder of the section's edit permission. */
  can_edit: z.boolean(),
});
export type NotePayload = z.infer<typeof notePayloadSchema>;
