import { createContext, type ReactNode, useContext } from 'react';

type OpenAppointment = (id: number) => void;

/**
 * How a timeline opens an appointment entry. The screen that hosts the timeline provides it (with the
 * scheduler's appointment dialogs), so the timeline feature never imports the scheduler's internals.
 */
const AppointmentOpenerContext = createContext<OpenAppointment | null>(null);

export function AppointmentOpenerProvider({ open, children }: { open: OpenAppointment; children: ReactNode }) {
  return <AppointmentOpenerContext value={open}>{children}</AppointmentOpenerContext>;
}

/** null where nothing can open appointments: the entries then show without a link. */
export const useAppointmentOpener = () => useContext(AppointmentOpenerContext);
