import { describe, expect, it } from 'vitest';
import type { ReminderInput } from './appointments.schemas';
import {
  canAlterReminders,
  clientReminders,
  nextReminderOffset,
  refreshReminders,
  teamReminder,
} from './reminders.rules';

const client = {
  id: 3,
  disable_reminders: false,
  default_communication_method: 'EMAIL',
  email: 'jane@example.com',
  mobile: '0412 345 678',
};

describe('reminder defaults', () => {
  it('starts each list at its default offset and steps from the last one', () => {
    expect(nextReminderOffset('clients', [])).toBe(-1440);
    expect(nextReminderOffset('clients', [-1440])).toBe(-2880);
    expect(nextReminderOffset('staff', [])).toBe(-60);
    expect(nextReminderOffset('staff', [-60, -30])).toBe(-90);
    expect(nextReminderOffset('unscheduled', [])).toBe(-20160);
    expect(nextReminderOffset('unscheduled', [-20160])).toBe(-21600);
  });

  it('lets reminders change only in add mode or while unscheduled, unconfirmed or scheduled', () => {
    expect(canAlterReminders(true, 'COMPLETE')).toBe(true);
    expect(canAlterReminders(false, 'SCHEDULED')).toBe(true);
    expect(canAlterReminders(false, 'UNSCHEDULED')).toBe(true);
    expect(canAlterReminders(false, 'IN_PROGRESS')).toBe(false);
    expect(canAlterReminders(false, 'CANCELLED')).toBe(false);
  });

  it('gives a new client reminders on its preferred channel, or the other it has, at most 3', () => {
    expect(clientReminders(client, [-1440])).toEqual([
      { key: 'clients', client_id: 3, type: 'EMAIL', value: 'jane@example.com', reminder_offset: -1440 },
    ]);
    expect(clientReminders({ ...client, default_communication_method: 'SMS' }, [-60])[0]).toMatchObject({
      type: 'SMS',
      value: '0412 345 678',
    });
    expect(clientReminders({ ...client, default_communication_method: 'SMS', mobile: null }, [-60])[0]).toMatchObject({
      type: 'EMAIL',
    });
    expect(clientReminders({ ...client, email: null, mobile: null }, [-60])[0]).toMatchObject({
      type: 'NONE',
      value: null,
    });
    expect(clientReminders(client, [-1, -2, -3, -4])).toHaveLength(3);
  });

  it('adds none for a client with disable_reminders unless forced', () => {
    expect(clientReminders({ ...client, disable_reminders: true }, [-1440])).toEqual([]);
    expect(clientReminders({ ...client, disable_reminders: true }, [-1440], true)).toHaveLength(1);
  });
});

describe('a new staff or unscheduled reminder', () => {
  it('goes by email (to the people’s own addresses) at the list’s next offset, never NONE', () => {
    expect(teamReminder('staff')).toEqual({ key: 'staff', type: 'EMAIL', value: null, reminder_offset: -60 });
    expect(teamReminder('staff', [-60])).toMatchObject({ type: 'EMAIL', reminder_offset: -120 });
    expect(teamReminder('unscheduled')).toMatchObject({ type: 'EMAIL', reminder_offset: -20160 });
  });
});

describe('the first type refreshes the reminders', () => {
  const type = { client_reminder_offset: [-2880, -60], staff_reminder_offset: [-120], unscheduled_reminder_offset: [] };
  const reminders: ReminderInput[] = [
    { key: 'clients', client_id: 3, type: 'SMS', value: '0412 345 678', reminder_offset: -1440 },
    { key: 'clients', client_id: 3, type: 'EMAIL', value: 'jane@example.com', reminder_offset: -2880 },
    { key: 'staff', type: 'NONE', reminder_offset: -60 },
    { key: 'unscheduled', type: 'EMAIL', reminder_offset: -20160 },
  ];

  it("gives each client the type's offsets on its first channel, and staff the type's staff offsets", () => {
    expect(refreshReminders(reminders, type, { status: 'SCHEDULED', hasStaff: true })).toEqual([
      { key: 'clients', client_id: 3, type: 'SMS', value: '0412 345 678', reminder_offset: -2880 },
      { key: 'clients', client_id: 3, type: 'SMS', value: '0412 345 678', reminder_offset: -60 },
      { key: 'staff', type: 'NONE', reminder_offset: -120 },
      // The type has no unscheduled offsets: that list stays.
      { key: 'unscheduled', type: 'EMAIL', reminder_offset: -20160 },
    ]);
  });

  it('makes the staff reminder the type asks for by email when there was none (a NONE one never sends)', () => {
    const refreshed = refreshReminders(
      reminders.filter((r) => r.key !== 'staff'),
      type,
      { status: 'SCHEDULED', hasStaff: true },
    );
    expect(refreshed.filter((r) => r.key === 'staff')).toEqual([
      { key: 'staff', type: 'EMAIL', value: null, reminder_offset: -120 },
    ]);
  });

  it('keeps no staff reminders while unscheduled, and none are made for an appointment without staff', () => {
    const unscheduled = refreshReminders(reminders, type, { status: 'UNSCHEDULED', hasStaff: true });
    expect(unscheduled.filter((r) => r.key === 'staff')).toEqual([]);
    const unstaffed = refreshReminders(
      reminders.filter((r) => r.key !== 'staff'),
      type,
      { status: 'SCHEDULED', hasStaff: false },
    );
    expect(unstaffed.filter((r) => r.key === 'staff')).toEqual([]);
  });

  it('leaves a client without reminders (disable_reminders, or removed by hand) without them', () => {
    expect(
      refreshReminders(
        reminders.filter((r) => r.key !== 'clients'),
        type,
        { status: 'SCHEDULED', hasStaff: true },
      ).filter((r) => r.key === 'clients'),
    ).toEqual([]);
  });
});
