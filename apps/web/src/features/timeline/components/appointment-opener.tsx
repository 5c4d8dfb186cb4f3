import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { TimelineOwner } from '../api/timeline-types';

type OpenAppointment = (id: number) => void;

/** How a timeline opens an appointment entry (the panel provides it when the app gives the dialogs below). */
const AppointmentOpenerContext = createContext<OpenAppointment | null>(null);

export function AppointmentOpenerProvider({ open, children }: { open: OpenAppointment; children: ReactNode }) {
  return <AppointmentOpenerContext value={open}>{children}</AppointmentOpenerContext>;
}

/** null where nothing can open appointments: the entries then show without a link. */
export const useAppointmentOpener = () => useContext(AppointmentOpenerContext);

/**
 * The scheduler's dialogs for one appointment opened from `owner`'s timeline, given by the app (lazily,
 * app/app-shell.tsx), so neither the timeline nor the records showing one (a client, a staff member)
 * import the scheduler.
 */
export type AppointmentDialogs = ComponentType<{ id: number; owner: TimelineOwner }>;

const AppointmentDialogsContext = createContext<AppointmentDialogs | null>(null);

export function AppointmentDialogsProvider({
  dialogs,
  children,
}: {
  dialogs: AppointmentDialogs;
  children: ReactNode;
}) {
  return <AppointmentDialogsContext value={dialogs}>{children}</AppointmentDialogsContext>;
}

/** The dialogs the app gives, or null (a test rendering a timeline alone): entries then show without a link. */
export const useAppointmentDialogsSlot = () => useContext(AppointmentDialogsContext);
