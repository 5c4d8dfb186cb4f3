import {
  APPOINTMENT_MOBILE_BREAKPOINT,
  SEARCH_FOCUS_DELAY_MS,
} from '@fieldbook/domain/appointments/appointments.constants';
import { useEffect, useRef } from 'react';
import { useMinWidth } from '../../../components/use-responsive';
import type { TabKey } from './appointment-draft';

/** A tab with a search (types, clients, staff) focuses it once the tab has settled; give the ref to the tabs' content. */
export function useTabSearchFocus(tab: TabKey) {
  const desktop = useMinWidth(APPOINTMENT_MOBILE_BREAKPOINT);
  const contentRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!['types', 'clients', 'staff'].includes(tab)) return;
    const timer = setTimeout(
      () => {
        const content = contentRef.current;
        // Someone already working in the tab keeps their place.
        if (!content || content.contains(document.activeElement)) return;
        content.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
      },
      desktop ? SEARCH_FOCUS_DELAY_MS.desktop : SEARCH_FOCUS_DELAY_MS.mobile,
    );
    return () => clearTimeout(timer);
  }, [tab, desktop]);
  return contentRef;
}
