import { describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M } from '../appointments/appointments.constants';
import { reminderProblems } from '../appointments/reminder-checks.rules';
import { notifyProblems } from './notify.rules';
import { firstContactFor, sameEmail, samePhone, storedContactFor } from './recipients.rules';

const jane = {
  emails: ['Jane@Client.example', 'accounts@client.example'],
  phones: ['+61 3 9598 4410', '+61 412 345 678'],
};

describe('a client’s stored contacts', () => {
  it('match an email whatever its case and surrounding spaces, answering it as stored', () => {
    expect(sameEmail(' jane@client.EXAMPLE ', 'Jane@Client.example')).toBe(true);
    expect(storedContactFor(jane, 'EMAIL', '  JANE@client.example')).toBe('Jane@Client.example');
  });

  it('match a number however it is written, answering it as stored', () => {
    expect(samePhone('0412 345 678', '+61 412 345 678')).toBe(true);
    expect(samePhone('+61412345678', '+61 412 345 678')).toBe(true);
    expect(storedContactFor(jane, 'SMS', '0412-345-678')).toBe('+61 412 345 678');
  });

  it('match nothing else: another address, a look-alike, another number, or nothing typed', () => {
    expect(storedContactFor(jane, 'EMAIL', 'relay@evil.example')).toBeNull();
    expect(storedContactFor(jane, 'EMAIL', 'jane@client.example.evil')).toBeNull();
    expect(storedContactFor(jane, 'SMS', '0498 765 432')).toBeNull();
    expect(storedContactFor(jane, 'SMS', '412345678999')).toBeNull();
    expect(storedContactFor(jane, 'EMAIL', '')).toBeNull();
    expect(storedContactFor(jane, 'SMS', null)).toBeNull();
    // An email is never matched against the phones, nor a number against the emails.
    expect(storedContactFor(jane, 'SMS', 'Jane@Client.example')).toBeNull();
  });

  it('offer the first email, and the first phone that takes an SMS (not the landline)', () => {
    expect(firstContactFor(jane, 'EMAIL')).toBe('Jane@Client.example');
    expect(firstContactFor(jane, 'SMS')).toBe('+61 412 345 678');
    expect(firstContactFor({ emails: [], phones: ['+61 3 9598 4410'] }, 'SMS')).toBeNull();
  });
});

describe('reminders and messages checked against the stored contacts', () => {
  const contacts = new Map([[3, jane]]);
  const toJane = (type: 'EMAIL' | 'SMS', value: string) => ({ key: 'clients' as const, client_id: 3, type, value });

  it('refuse an address or number the client has not stored, on the value', () => {
    expect(
      notifyProblems([toJane('EMAIL', 'relay@evil.example')], { clientIds: [3], staffCount: 0, contacts }),
    ).toEqual({
      'reminders.0.value': M.reminderEmailNotStored,
    });
    expect(
      reminderProblems([{ ...toJane('SMS', '0498 765 432'), reminder_offset: -1440 }], {
        status: 'SCHEDULED',
        clientIds: [3],
        contacts,
      }),
    ).toEqual({ 'reminders.0.value': M.reminderMobileNotStored });
  });

  it('take a stored one however written, and name only the client when it is not the appointment’s', () => {
    expect(notifyProblems([toJane('SMS', '0412 345 678')], { clientIds: [3], staffCount: 0, contacts })).toEqual({});
    expect(
      notifyProblems([{ ...toJane('EMAIL', 'relay@evil.example'), client_id: 9 }], {
        clientIds: [3],
        staffCount: 0,
        contacts,
      }),
    ).toEqual({ 'reminders.0.client_id': M.reminderClientInvalid });
  });
});
