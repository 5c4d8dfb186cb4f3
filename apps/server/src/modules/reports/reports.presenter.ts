import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { DocumentClient } from '@fieldbook/domain/documents/documents.payloads';
import type { FilePayload } from '@fieldbook/domain/files/files.schemas';
import type { FormDefinition } from '@fieldbook/domain/forms/forms.schemas';
import type { ReportStatus } from '@fieldbook/domain/reports/reports.constants';
import type { ReportPayload, ReportSummary } from '@fieldbook/domain/reports/reports.payloads';
import type { ReportWithTemplate } from './reports.repository';

/** What a page of reports is presented with, each part read once for all of them. */
export interface ReportsContext {
  timezone: string;
  clients: ReadonlyMap<number, DocumentClient>;
  /** The user may change reports (canEditReports). */
  canEdit: boolean;
}

export function presentReportSummary(row: ReportWithTemplate, context: ReportsContext): ReportSummary {
  const { report, template } = row;
  const archived = report.archivedAt !== null;
  const draft = report.status === 'DRAFT';
  return {
    id: report.id,
    template: { id: template.id, title: template.title, standard: template.standard },
    address: report.address,
    client: context.clients.get(report.clientId) ?? { id: report.clientId, display_name: '', email: null },
    appointment_id: report.appointmentId,
    reference_id: report.referenceId,
    archived,
    report_date: report.reportDate,
    status: report.status as ReportStatus,
    can_publish: context.canEdit && draft && !archived,
    can_edit: context.canEdit && draft && !archived,
    published_at: report.publishedAt ? formatSqlDate(report.publishedAt, context.timezone) : null,
    sent_at: report.sentAt ? formatSqlDate(report.sentAt, context.timezone) : null,
    send_pending: report.sendPending,
    created_at: formatSqlDate(report.createdAt, context.timezone),
    updated_at: report.updatedAt.toISOString(),
  };
}

export function presentReport(
  row: ReportWithTemplate,
  context: ReportsContext & {
    definition: FormDefinition;
    files: FilePayload[];
    users: ReadonlyMap<number, { id: number; name: string }>;
  },
): ReportPayload {
  const { report } = row;
  return {
    ...presentReportSummary(row, context),
    form: { id: report.formId, name: row.formName, version: report.formVersion, definition: context.definition },
    answers: report.answers,
    files: context.files,
    creator: report.createdBy === null ? null : (context.users.get(report.createdBy) ?? null),
    published_by: report.publishedBy === null ? null : (context.users.get(report.publishedBy) ?? null),
  };
}
