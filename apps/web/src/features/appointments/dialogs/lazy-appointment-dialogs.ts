import { lazyComponent } from '../../../lib/lazy-component';

// The appointment dialogs (with their forms, pickers and timeline) are fetched when first opened,
// so the calendar itself shows sooner.
export const AppointmentFormDialog = lazyComponent(
  () => import('./appointment-form-dialog'),
  (m) => m.AppointmentFormDialog,
);
export const AppointmentViewDialog = lazyComponent(
  () => import('./appointment-view-dialog'),
  (m) => m.AppointmentViewDialog,
);
export const AppointmentSearchDialog = lazyComponent(
  () => import('./appointment-search-dialog'),
  (m) => m.AppointmentSearchDialog,
);
export const NewAppointmentDialog = lazyComponent(
  () => import('./new-appointment-dialog'),
  (m) => m.NewAppointmentDialog,
);
