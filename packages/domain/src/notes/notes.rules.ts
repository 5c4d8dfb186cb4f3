import type { PermissionKey } from '../permissions/permissions.constants';

/**
 * Each kind of record with notes (its subject_type) and the edit permission of its section: holding
 * it lets a user edit, pin and delete anyone's notes on such a record; everyone else only their own.
 */
export const NOTE_EDIT_PERMISSIONS = {
  client: 'canEditClients',
  appointment: 'canEditAppointments',
  user: 'canManageUsers',
  licence: 'canManageUsers',
  quotation: 'canAddQuotations',
  invoice: 'canAddInvoices',
} as const satisfies Record<string, PermissionKey>;

export type NoteSubjectType = keyof typeof NOTE_EDIT_PERMISSIONS;

/** Whether the user may edit, pin or delete the note: its author, or a holder of its section's edit permission. */
export function mayChangeNote(
  note: { subjectType: string; createdBy: number | null },
  user: { userId: number; permissions: readonly string[] },
): boolean {
  if (note.createdBy !== null && note.createdBy === user.userId) return true;
  const edit = (NOTE_EDIT_PERMISSIONS as Record<string, PermissionKey | undefined>)[note.subjectType];
  return edit !== undefined && user.permissions.includes(edit);
}
