import type { FormStatus, ReportTemplateStatus } from '@fieldbook/domain/forms/forms.constants';
import type { Form, FormSummary, ReportTemplate } from '@fieldbook/domain/forms/forms.payloads';
import type { FormDefinition } from '@fieldbook/domain/forms/forms.schemas';
import type { FormRow, FormVersionRow, TemplateWithForm } from './forms.repository';

/** A form as its list shows it. */
export function presentFormSummary(form: FormRow, canModify: boolean): FormSummary {
  const archived = form.status === 'ARCHIVED';
  return {
    id: form.id,
    name: form.name,
    description: form.description,
    is_beta: form.isBeta,
    // The table's check allows no other.
    status: form.status as FormStatus,
    current_version: form.currentVersion,
    archived,
    can_edit: canModify && !archived,
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
  };
}

/** A form with one version's definition (its current one unless another was asked for). */
export function presentForm(
  form: FormRow,
  version: FormVersionRow,
  versions: { version: number; createdAt: Date }[],
  canModify: boolean,
): Form {
  return {
    ...presentFormSummary(form, canModify),
    version: version.version,
    is_current_version: version.version === form.currentVersion,
    definition: version.definition as FormDefinition,
    versions: versions.map((v) => ({ version: v.version, created_at: v.createdAt.toISOString() })),
  };
}

/** A report template (spec: "Report template"), with the form it pins. */
export function presentTemplate(row: TemplateWithForm, canModify: boolean): ReportTemplate {
  const { template, form } = row;
  const archived = template.status === 'ARCHIVED';
  return {
    id: template.id,
    title: template.title,
    standard: template.standard,
    master_version: template.masterVersion,
    minor_version: template.minorVersion,
    is_master: template.isMaster,
    // A beta form's templates are beta too.
    is_beta: template.isBeta || form.isBeta,
    description: template.description,
    status: template.status as ReportTemplateStatus,
    archived,
    can_edit: canModify && !archived,
    form_id: template.formId,
    form_version: template.formVersion,
    form: {
      id: form.id,
      name: form.name,
      current_version: form.currentVersion,
      archived: form.status === 'ARCHIVED',
    },
    created_at: template.createdAt.toISOString(),
    updated_at: template.updatedAt.toISOString(),
  };
}
