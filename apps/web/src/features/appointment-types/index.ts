/** The appointment-types feature's public face: what other features may use. */
export { type AppointmentType, useAppointmentTypes } from './api/appointment-types-api';
export { AppointmentTypePicker } from './components/appointment-type-picker';
export { RecurringRuleField } from './components/recurring-rule-field';
export { AppointmentTypeDialog } from './dialogs/appointment-type-dialog';
