export type {
  Form,
  FormSummary,
  FormsPage,
  ReportTemplate,
  ReportTemplatesPage,
} from '@fieldbook/domain/forms/forms.payloads';

export const formsQueryKey = ['forms'] as const;

export const reportTemplatesQueryKey = ['reportTemplates'] as const;
