import {
  answerableFields,
  answerFileIds,
  type FormAnswers,
  validateFormAnswers,
} from '@fieldbook/domain/forms/forms.rules';
import type { FormDefinition } from '@fieldbook/domain/forms/forms.schemas';
import { REPORT_MESSAGES } from '@fieldbook/domain/reports/reports.constants';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { invalid } from '../../http/http-error';
import { findFiles, viewerOf } from '../files/index';

/**
 * The answers' own errors (shape, and required ones unless a draft) and any photo or signature that is not
 * one of the company's images the user can see: 422 with each field as `answers.<field id>`.
 */
export async function checkReportAnswers(
  tx: Executor,
  auth: AuthContext,
  definition: FormDefinition,
  answers: FormAnswers,
  draft: boolean,
) {
  const errors = validateFormAnswers(definition, answers, { draft });
  const { photos, signatures } = answerFileIds(definition, answers);
  const found = await findFiles(tx, auth.companyId, [...photos, ...signatures], viewerOf(auth));
  const images = new Set(found.filter((row) => row.file.type === 'IMAGE').map((row) => row.file.id));
  for (const field of answerableFields(definition)) {
    if (errors[field.id] || (field.type !== 'photo' && field.type !== 'signature')) continue;
    const value = answers[field.id];
    const ids = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
    if (ids.some((id) => !images.has(id as number))) errors[field.id] = REPORT_MESSAGES.imageNotFound(field.label);
  }
  const entries = Object.entries(errors);
  if (entries.length > 0) {
    throw invalid(Object.fromEntries(entries.map(([id, message]) => [`answers.${id}`, [message]])));
  }
}
