import type { DocumentAddress, DocumentClient } from '../documents/documents.payloads';
import type { FilePayload } from '../files/files.schemas';
import type { FormAnswers } from '../forms/forms.rules';
import type { FormDefinition } from '../forms/forms.schemas';
import type { ReportStatus } from './reports.constants';

/** A report in lists and timelines (spec: "report | id, template (title, standard), address, client, reference_id, archived, report_date, can_publish, status"). */
export interface ReportSummary {
  id: number;
  template: { id: number; title: string; standard: string | null };
  address: DocumentAddress | null;
  client: DocumentClient;
  appointment_id: number | null;
  reference_id: string;
  archived: boolean;
  report_date: string;
  status: ReportStatus;
  /** The user may publish it now: a draft, not archived, and they may edit reports. */
  can_publish: boolean;
  can_edit: boolean;
  published_at: string | null;
  sent_at: string | null;
  /** Published to be sent, waiting for the appointment's invoice to be paid. */
  send_pending: boolean;
  created_at: string;
  updated_at: string;
}

/** One report with the form version it is filled against, its answers and the images they name. */
export interface ReportPayload extends ReportSummary {
  form: { id: number; name: string; version: number; definition: FormDefinition };
  answers: FormAnswers;
  /** The photo and signature files the answers name, presented with signed links. */
  files: FilePayload[];
  creator: { id: number; name: string } | null;
  published_by: { id: number; name: string } | null;
}
