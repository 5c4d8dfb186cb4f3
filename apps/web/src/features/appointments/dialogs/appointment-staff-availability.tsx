import { coordinatesOf } from '@fieldbook/domain/addresses/travel.rules';
import { teamReminder } from '@fieldbook/domain/appointments/reminders.rules';
import { useState } from 'react';
import { ApiError } from '../../../lib/http-client';
import { isOnline } from '../../../lib/network-state';
import { useCompanySettings } from '../../../lib/session/load-user';
import { checkStaffAvailability, useLicenceCheck } from '../api/appointments-api';
import type { Draft } from './appointment-draft';
import { FindAvailableStaffDialog, StaffAvailabilityDialog } from './staff-availability-dialog';

interface StaffAvailabilityOptions {
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
  /** The appointment being edited, left out of its own staff's conflicts. */
  except: number | null;
  /** Saves once the user confirms saving over a conflict. */
  save: () => void;
}

/**
 * The form's staff and their availability: adding the first staff member brings its colour and a staff
 * reminder; changing the times or the staff asks for a fresh check, which a save with staff makes first.
 */
export function useStaffAvailability({ draft, change, except, save }: StaffAvailabilityOptions) {
  const settings = useCompanySettings();
  const [availability, setAvailability] = useState<'check' | 'confirm' | 'find' | null>(null);
  const [seen, setSeen] = useState(false);
  const query = {
    span: {
      start_date: draft.start_date,
      end_date: draft.end_date,
      timezone: draft.timezone,
      all_day: draft.all_day,
      types: draft.types,
      destination: coordinatesOf(draft.place),
    },
    except,
  };
  // Why each chosen staff member may not do the job (a licence its types require), shown beside them.
  const timed = draft.status !== 'UNSCHEDULED' && draft.start_date !== '' && draft.end_date !== '';
  const licenceCheck = useLicenceCheck({ ...query.span, user_ids: draft.attendees.map((a) => a.id), except }, timed);
  const licenceReasons = new Map(
    (licenceCheck.data?.results ?? []).flatMap((r) =>
      !r.qualified && r.reason ? [[r.user_id, r.reason] as const] : [],
    ),
  );

  const changeSpan = (span: { start: string; end: string }) => {
    setSeen(false);
    change({ start_date: span.start, end_date: span.end });
  };

  const addStaff = (user: { id: number; name: string; color: string }) => {
    if (draft.attendees.some((a) => a.id === user.id)) return;
    setSeen(false);
    const first = draft.attendees.length === 0;
    change({
      attendees: [...draft.attendees, user],
      color: first && settings.appointments_color_allocation === 'STAFF' ? user.color : draft.color,
      // The first staff member brings a staff reminder (spec section 4), by email: a NONE one never sends.
      reminders:
        first && draft.status !== 'UNSCHEDULED' ? [...draft.reminders, teamReminder('staff')] : draft.reminders,
    });
  };
  const removeStaff = (id: number) => {
    setSeen(false);
    const attendees = draft.attendees.filter((a) => a.id !== id);
    change({
      attendees,
      ...(attendees.length === 0 ? { reminders: draft.reminders.filter((r) => r.key !== 'staff'), color: null } : {}),
    });
  };

  /**
   * Whether a save may go on: with staff, unless this span and staff were already checked, their
   * availability is checked first, and a conflict is shown to confirm (which saves) instead.
   */
  const clearToSave = async (values: Draft) => {
    if (values.attendees.length === 0 || seen || values.status === 'UNSCHEDULED') return true;
    // No network: nothing to check against, and the save queues on the device (lib/offline).
    if (!isOnline()) return true;
    let result: Awaited<ReturnType<typeof checkStaffAvailability>>;
    try {
      result = await checkStaffAvailability({
        ...query.span,
        user_ids: values.attendees.map((a) => a.id),
        except: query.except,
      });
    } catch (error) {
      // The network went as it asked.
      if (error instanceof ApiError && error.status === 0) return true;
      throw error;
    }
    setSeen(true);
    if (!result.results.some((r) => r.status === 'BUSY')) return true;
    setAvailability('confirm');
    return false;
  };

  const dialogs = (
    <>
      {availability === 'find' && (
        <FindAvailableStaffDialog
          {...query}
          added={draft.attendees.map((a) => a.id)}
          onAdd={addStaff}
          onClose={() => setAvailability(null)}
        />
      )}
      {(availability === 'check' || availability === 'confirm') && (
        <StaffAvailabilityDialog
          title="Staff Availability"
          {...query}
          staff={draft.attendees}
          onClose={() => {
            setAvailability(null);
            setSeen(true);
          }}
          onPickSpan={(span) => {
            changeSpan(span);
            setSeen(true);
            setAvailability(null);
          }}
          onConfirm={
            availability === 'confirm'
              ? () => {
                  setAvailability(null);
                  save();
                }
              : undefined
          }
        />
      )}
    </>
  );

  return {
    changeSpan,
    addStaff,
    removeStaff,
    findAvailable: () => setAvailability('find'),
    checkAvailability: () => setAvailability('check'),
    clearToSave,
    licenceReasons,
    dialogs,
  };
}
