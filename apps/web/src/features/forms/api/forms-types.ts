import type { FormDefinition } from '@fieldbook/domain/forms/forms.schemas';

/** A form as the list answers it. */
export interface FormSummary {
  id: number;
  name: string;
  description: string | null;
  is_beta: boolean;
  status: 'ACTIVE' | 'ARCHIVED';
  current_version: number;
  archived: boolean;
  can_edit: boolean;
  created_at: string;
  updated_at: string;
}

/** A form with one version's definition. */
export interface Form extends FormSummary {
  version: number;
  is_current_version: boolean;
  definition: FormDefinition;
  versions: { version: number; created_at: string }[];
}

export interface FormsPage {
  forms: FormSummary[];
  count: number;
  page: number;
  rows: number;
}

export const formsQueryKey = ['forms'] as const;

/** A report template (spec: "Report template"), pinning one version of its form. */
export interface ReportTemplate {
  id: number;
  title: string;
  standard: string | null;
  master_version: number;
  minor_version: number;
  is_master: boolean;
  is_beta: boolean;
  description: string | null;
  status: 'DRAFT' | 'ARCHIVED';
  archived: boolean;
  can_edit: boolean;
  form_id: number;
  form_version: number;
  form: { id: number; name: string; current_version: number; archived: boolean };
  created_at: string;
  updated_at: string;
}

export interface ReportTemplatesPage {
  templates: ReportTemplate[];
  count: number;
  page: number;
  rows: number;
}

export const reportTemplatesQueryKey = ['reportTemplates'] as const;
