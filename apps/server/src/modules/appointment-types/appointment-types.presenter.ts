import type { AppointmentTypePayload } from '@fieldbook/domain/appointments/appointment-types.schemas';
import type { RecurringStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { RequiredLicenceType } from '@fieldbook/domain/licences/qualification.rules';
import { type LineInventory, presentLineItems } from '../inventory/index';
import type { AppointmentTypeRow } from './appointment-types.repository';

/** A type as the spec's Appointment type entity; its line items with the inventory item as read (inventoryOfLines). */
export function presentType(
  type: AppointmentTypeRow,
  inventory: LineInventory,
  timezone: string,
  requiredLicences: RequiredLicenceType[],
): AppointmentTypePayload {
  return {
    id: type.id,
    name: type.name,
    shorthand_name: type.shorthandName,
    color: type.color,
    must_be_staffed: type.mustBeStaffed,
    client_title: type.clientTitle,
    client_description: type.clientDescription,
    title: type.title,
    description: type.description,
    time_allocation: type.timeAllocation,
    recursion_rule: type.recursionRule ? { value: type.recursionRule } : null,
    // Only the domain's statuses are stored (the body schema checks them on the way in).
    recurring_status: type.recurringStatus as RecurringStatus,
    client_reminder_offset: type.clientReminderOffset,
    staff_reminder_offset: type.staffReminderOffset,
    unscheduled_reminder_offset: type.unscheduledReminderOffset,
    inventory: presentLineItems(type.inventory, inventory),
    required_licences: requiredLicences,
    deleted: type.archivedAt !== null,
    updated_at: formatSqlDate(type.updatedAt, timezone),
  };
}
