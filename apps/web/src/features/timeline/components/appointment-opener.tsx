import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { TimelineOwner } from '../api/timeline-types';

type OpenAppointment = (id: number) => void;

/**
 * How a timeline opens an appointment entry: with the scheduler's appointment dialogs, provided by
 * the host below, so the timeline feature never imports the scheduler's internals.
 */
const AppointmentOpenerContext = createContext<OpenAppointment | null>(null);

export function AppointmentOpenerProvider({ open, children }: { open: OpenAppointment; children: ReactNode }) {
  return <AppointmentOpenerContext value={open}>{children}</AppointmentOpenerContext>;
}

/** null where nothing can open appointments: the entries then show without a link. */
export const useAppointmentOpener = () => useContext(AppointmentOpenerContext);

/**
 * What every timeline panel renders inside, given by the app (app/app-shell.tsx): the scheduler's
 * dialogs with the opener above, reloading `owner`'s timeline when one closes. The app composes it,
 * so neither the timeline nor the records showing one (a client, a staff member) import the scheduler.
 */
export type AppointmentDialogsHost = ComponentType<{ owner: TimelineOwner; children: ReactNode }>;

const AppointmentDialogsHostContext = createContext<AppointmentDialogsHost | null>(null);

export function AppointmentDialogsHostProvider({
  host,
  children,
}: {
  host: AppointmentDialogsHost;
  children: ReactNode;
}) {
  return <AppointmentDialogsHostContext value={host}>{children}</AppointmentDialogsHostContext>;
}

export const useAppointmentDialogsHost = () => useContext(AppointmentDialogsHostContext);
