import type { SmsPrice } from '@fieldbook/domain/account/user-load.schemas';
import type { TemplateChannel } from '@fieldbook/domain/communication-templates/communication-templates.constants';
import {
  renderTemplate,
  SAMPLE_MERGE_VALUES,
} from '@fieldbook/domain/communication-templates/communication-templates.rules';
import { smsCost, smsMessageCount } from '@fieldbook/domain/communications/sms.rules';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** What an SMS of this text costs: "172 characters · 2 messages · $0.20". */
export function smsSummary(text: string, price: SmsPrice) {
  const count = smsMessageCount(text, price);
  return `${[...text].length} characters · ${count} ${count === 1 ? 'message' : 'messages'} · ${smsCost(text, price)}`;
}

/**
 * The template rendered with sample data, as a client would read it (the shared domain renderer, so
 * it follows every keystroke without a round trip). An SMS shows its length, messages and cost.
 */
export function TemplatePreview(props: {
  channel: TemplateChannel;
  subject: string | null;
  body: string;
  companyName?: string;
  price?: SmsPrice;
}) {
  const headingId = useId();
  const values = props.companyName
    ? { ...SAMPLE_MERGE_VALUES, 'company.name': props.companyName }
    : SAMPLE_MERGE_VALUES;
  const rendered = renderTemplate(
    { subject: props.channel === 'SMS' ? null : props.subject, body: props.body },
    values,
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, bgcolor: 'grey.50' }}>
      <Typography id={headingId} component="h2" variant="subtitle2" color="text.secondary" gutterBottom>
        Preview with sample data
      </Typography>
      {rendered.subject !== null && (
        <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="preview-subject">
          {rendered.subject}
        </Typography>
      )}
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="preview-body">
        {rendered.body}
      </Typography>
      {props.channel === 'SMS' && props.price && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
          {smsSummary(rendered.body, props.price)}
        </Typography>
      )}
    </Paper>
  );
}
