import { z } from '../zod';
import {
  TEMPLATE_MESSAGES as M,
  parseTemplateId,
  TEMPLATE_CHANNELS,
  TEMPLATE_KINDS,
} from './communication-templates.constants';
import { templateProblems } from './communication-templates.rules';

export const templateIdQuerySchema = z.object({ id: z.string().trim().min(1).max(64) });
export const templateIdBodySchema = templateIdQuerySchema;

/** PUT v1/communication-templates (and the preview's body): the text, checked against the kind's merge fields. */
export const saveTemplateBodySchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    subject: z.string({ error: M.subjectRequired }).nullish(),
    body: z.string({ error: M.bodyRequired }),
  })
  .superRefine((value, ctx) => {
    const slot = parseTemplateId(value.id);
    if (!slot) return; // the service answers 404 for an id that names no template
    for (const [path, message] of Object.entries(templateProblems(slot.kind, slot.channel, value)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type SaveTemplateBody = z.infer<typeof saveTemplateBodySchema>;

export const mergeFieldSchema = z.object({ key: z.string(), label: z.string() });

export const templateSchema = z.object({
  id: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  kind_name: z.string(),
  channel: z.enum(TEMPLATE_CHANNELS),
  customised: z.boolean(),
  subject: z.string().nullable(),
  body: z.string(),
  updated_at: z.string().nullable(),
});
export type CommunicationTemplate = z.infer<typeof templateSchema>;

export const templateListSchema = z.object({ templates: z.array(templateSchema) });

export const templateDetailSchema = z.object({
  template: templateSchema,
  default: z.object({ subject: z.string().nullable(), body: z.string() }),
  merge_fields: z.array(mergeFieldSchema),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const templatePreviewSchema = z.object({ subject: z.string().nullable(), body: z.string() });
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;
