import { instantIn } from '@fieldbook/domain/dates/date-codec';
import { formatDateTime } from '@fieldbook/domain/format/en-au';
import { answerFileIds } from '@fieldbook/domain/forms/forms.rules';
import type { FormDefinition } from '@fieldbook/domain/forms/forms.schemas';
import type { SendReportBody } from '@fieldbook/domain/reports/reports.schemas';
import type { Executor } from '../../db/database';
import type { EmailAttachment } from '../../db/schema/index';
import type { Storage } from '../../storage/storage';
import { logoBytes } from '../branding/index';
import { clientSummaries, creatorNames } from '../clients/index';
import { clientMergeValues, renderCompanyTemplate } from '../communication-templates/index';
import { getCompany } from '../company/index';
import { pdfCompanyOf } from '../documents/index';
import { loadReportImages } from './pdf/report-images';
import { renderReportPdf } from './pdf/report-pdf';
import type { ReportWithTemplate } from './reports.repository';

/** A report's PDF and the email that carries it to the client: subject, text and attachment. */
export async function reportEmail(
  db: Executor,
  storage: Storage,
  row: ReportWithTemplate,
  definition: FormDefinition,
  body: Pick<SendReportBody, 'subject' | 'message'>,
) {
  const { report, template } = row;
  const company = await getCompany(db, report.companyId);
  const client = (await clientSummaries(db, report.companyId, [report.clientId])).get(report.clientId);
  const { photos, signatures } = answerFileIds(definition, report.answers);
  const images = await loadReportImages(db, storage, report.companyId, photos, signatures);
  const publisher =
    report.publishedBy === null
      ? undefined
      : (await creatorNames(db, report.companyId, [report.publishedBy])).get(report.publishedBy);
  const publishedOn = report.publishedAt ? formatDateTime(instantIn(report.publishedAt, company.timezone)) : null;
  const pdf = await renderReportPdf({
    title: template.title,
    standard: template.standard,
    reference: report.referenceId,
    reportDate: report.reportDate,
    statusLabel: report.status === 'PUBLISHED' ? 'Published' : 'Draft',
    company: pdfCompanyOf(company, await logoBytes(storage, company)),
    client: { name: client?.display_name ?? '', email: client?.email ?? null },
    address: report.address?.full_address || null,
    definition,
    answers: report.answers,
    images,
    publishedLine: publishedOn ? `Published by ${publisher?.name ?? 'a former staff member'} on ${publishedOn}` : null,
    updatedAt: report.updatedAt,
  });
  const filename = `${template.title.replace(/[^\w -]+/g, '').trim() || 'Report'}-${report.referenceId}.pdf`;
  const attachment: EmailAttachment = {
    filename,
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
  };
  const rendered = await renderCompanyTemplate(
    db,
    report.companyId,
    'report_sent',
    'EMAIL',
    {
      ...(await clientMergeValues(db, report.companyId, report.clientId, client?.display_name ?? '')),
      'company.name': company.companyName,
      message: body.message?.trim() || `Please find attached ${template.title} ${report.referenceId}.`,
      'report.title': template.title,
      'report.reference': report.referenceId,
    },
    body.message,
  );
  return {
    pdf,
    attachment,
    subject: body.subject?.trim() || (rendered.subject ?? ''),
    text: rendered.text,
  };
}
