import {
  TEMPLATE_MESSAGES as M,
  parseTemplateId,
  TEMPLATE_KIND_DEFINITIONS,
  TEMPLATE_SLOTS,
  type TemplateChannel,
  type TemplateKind,
  templateId,
} from '@fieldbook/domain/communication-templates/communication-templates.constants';
import {
  renderTemplate,
  SAMPLE_MERGE_VALUES,
  templateDefault,
} from '@fieldbook/domain/communication-templates/communication-templates.rules';
import type {
  CommunicationTemplate,
  SaveTemplateBody,
  TemplateDetail,
} from '@fieldbook/domain/communication-templates/communication-templates.schemas';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { getCompany } from '../company/index';
import * as repo from './communication-templates.repository';

/** Settings › Templates: every (kind, channel) with its text, customised or the default; saving and resetting. */
export function createCommunicationTemplatesService(db: Database) {
  const slotOf = (id: string) => {
    const slot = parseTemplateId(id);
    if (!slot) throw notFound(M.loadFailed);
    return slot;
  };

  const present = (
    kind: TemplateKind,
    channel: TemplateChannel,
    row: repo.TemplateRow | undefined,
    timezone: string,
  ): CommunicationTemplate => {
    const fallback = templateDefault(kind, channel) ?? { subject: null, body: '' };
    return {
      id: templateId(kind, channel),
      kind,
      kind_name: TEMPLATE_KIND_DEFINITIONS[kind].name,
      channel,
      customised: row !== undefined,
      subject: channel === 'SMS' ? null : (row?.subject ?? fallback.subject),
      body: row?.body ?? fallback.body,
      updated_at: row ? formatSqlDate(row.updatedAt, timezone) : null,
    };
  };

  const timezoneOf = async (auth: AuthContext) => (await getCompany(db, auth.companyId)).timezone;

  async function detail(auth: AuthContext, id: string): Promise<TemplateDetail> {
    const { kind, channel } = slotOf(id);
    const row = await repo.findCustomised(db, auth.companyId, kind, channel);
    const fallback = templateDefault(kind, channel) ?? { subject: null, body: '' };
    return {
      template: present(kind, channel, row, await timezoneOf(auth)),
      default: fallback,
      merge_fields: [...TEMPLATE_KIND_DEFINITIONS[kind].fields],
    };
  }

  return {
    async list(auth: AuthContext) {
      const rows = await repo.listCustomised(db, auth.companyId);
      const timezone = await timezoneOf(auth);
      return TEMPLATE_SLOTS.map(({ kind, channel }) =>
        present(
          kind,
          channel,
          rows.find((row) => row.kind === kind && row.channel === channel),
          timezone,
        ),
      );
    },

    detail,

    async save(auth: AuthContext, body: SaveTemplateBody) {
      const { kind, channel } = slotOf(body.id);
      await db.transaction(async (tx) => {
        await repo.upsertCustomised(tx, {
          companyId: auth.companyId,
          kind,
          channel,
          subject: channel === 'SMS' ? null : (body.subject?.trim() ?? null),
          body: body.body.trim(),
          updatedBy: auth.userId,
        });
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'communication_template_saved',
          subjectType: 'company',
          subjectId: auth.companyId,
          description: `Customised the ${TEMPLATE_KIND_DEFINITIONS[kind].name} ${channel === 'SMS' ? 'SMS' : 'email'} template`,
        });
      });
      return detail(auth, body.id);
    },

    async reset(auth: AuthContext, id: string) {
      const { kind, channel } = slotOf(id);
      await db.transaction(async (tx) => {
        await repo.deleteCustomised(tx, auth.companyId, kind, channel);
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'communication_template_reset',
          subjectType: 'company',
          subjectId: auth.companyId,
          description: `Reset the ${TEMPLATE_KIND_DEFINITIONS[kind].name} ${channel === 'SMS' ? 'SMS' : 'email'} template to the default`,
        });
      });
      return detail(auth, id);
    },

    /** The text as the editor has it, rendered with sample data (the company's own name). */
    async preview(auth: AuthContext, body: SaveTemplateBody) {
      const { channel } = slotOf(body.id);
      const company = await getCompany(db, auth.companyId);
      return renderTemplate(
        { subject: channel === 'SMS' ? null : (body.subject ?? ''), body: body.body },
        { ...SAMPLE_MERGE_VALUES, 'company.name': company.companyName },
      );
    },
  };
}
