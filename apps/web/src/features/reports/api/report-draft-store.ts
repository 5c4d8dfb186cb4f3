import type { FormAnswers } from '@fieldbook/domain/forms/forms.rules';
import { REPORT_DRAFT_STORAGE_PREFIX } from '@fieldbook/domain/reports/reports.constants';
import type { ReportImage } from '../components/report-images';

/**
 * What a report's filler typed that the server does not have yet, kept on this device (localStorage)
 * from every change until a save succeeds: a lost connection or a closed tab loses no answer.
 */
export interface LocalReportDraft {
  answers: FormAnswers;
  report_date: string;
  reference_id: string;
  /** The server's updated_at the answers were typed on: a draft over an older version is not restored. */
  base: string;
  /** The photos uploaded since the last save (their ids are in the answers), to show them again. */
  images: ReportImage[];
}

const keyOf = (id: number) => `${REPORT_DRAFT_STORAGE_PREFIX}${id}`;

export function readLocalDraft(id: number): LocalReportDraft | null {
  try {
    const raw = globalThis.localStorage?.getItem(keyOf(id));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<LocalReportDraft>;
    if (typeof draft.base !== 'string' || typeof draft.answers !== 'object' || draft.answers === null) return null;
    return {
      answers: draft.answers,
      report_date: draft.report_date ?? '',
      reference_id: draft.reference_id ?? '',
      base: draft.base,
      images: Array.isArray(draft.images) ? draft.images : [],
    };
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or blocked storage only means it is not kept (the page still saves to the server). */
export function writeLocalDraft(id: number, draft: LocalReportDraft): boolean {
  try {
    globalThis.localStorage?.setItem(keyOf(id), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearLocalDraft(id: number) {
  try {
    globalThis.localStorage?.removeItem(keyOf(id));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
