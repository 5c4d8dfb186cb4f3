import { formatDateTime } from '@fieldbook/domain/format/en-au';
import { phoneHref } from '@fieldbook/domain/inputs/phone.rules';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailRow } from '../../../components/record-view-parts';
import { usePortalPath } from '../../../lib/portal-path';
import type { Client } from '../api/client-types';
import {
  ADDRESS_TYPE_LABELS,
  COMMUNICATION_LABELS,
  EMAIL_TYPE_LABELS,
  PHONE_TYPE_LABELS,
} from '../dialogs/client-form-values';

/** "Primary", or an EXTRA entry's own label. */
function TypeLabel({ text }: { text: string }) {
  return <Chip size="small" variant="outlined" label={text} sx={{ ml: 1 }} />;
}

/** A stored number as a tel: link (plain text when it is no number, as some older data). */
function PhoneLink({ fullPhone }: { fullPhone: string }) {
  const href = phoneHref(fullPhone);
  return href ? <Link href={href}>{fullPhone}</Link> : fullPhone;
}

const typeText = <T extends string>(labels: Record<T, string>, entry: { type: T; field_name: string | null }) =>
  entry.type === 'EXTRA' && entry.field_name ? entry.field_name : labels[entry.type];

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 2 }}>
    <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
      {title}
    </Typography>
    <Box component="dl" sx={{ m: 0 }}>
      {children}
    </Box>
  </Box>
);

/** Every field of the client that is set. */
export function ClientDetails({ client }: { client: Client }) {
  const to = usePortalPath();
  const yes = (value: boolean) => (value ? 'Yes' : 'No');
  return (
    <Box>
      <Section title="Contact">
        <DetailRow label="Type">{client.is_individual ? 'Individual' : 'Business'}</DetailRow>
        {client.contact_name && <DetailRow label="Contact name">{client.contact_name}</DetailRow>}
        {client.emails.length > 0 && (
          <DetailRow label="Emails">
            {client.emails.map((email) => (
              <Box key={email.id}>
                <Link href={`mailto:${email.email_address}`}>{email.email_address}</Link>
                <TypeLabel text={typeText(EMAIL_TYPE_LABELS, email)} />
              </Box>
            ))}
          </DetailRow>
        )}
        {client.phones.length > 0 && (
          <DetailRow label="Phones">
            {client.phones.map((phone) => (
              <Box key={phone.id}>
                <PhoneLink fullPhone={phone.full_phone} />
                <TypeLabel text={typeText(PHONE_TYPE_LABELS, phone)} />
              </Box>
            ))}
          </DetailRow>
        )}
        {client.addresses.length > 0 && (
          <DetailRow label="Addresses">
            {client.addresses.map((address) => (
              <Box key={address.id} sx={{ mb: 0.5 }}>
                {address.full_address || 'No address set'}
                <TypeLabel text={typeText(ADDRESS_TYPE_LABELS, address)} />
                {address.note && (
                  <Typography variant="body2" color="text.secondary">
                    {address.note}
                  </Typography>
                )}
              </Box>
            ))}
          </DetailRow>
        )}
        {client.groups.length > 0 && (
          <DetailRow label="Groups">
            {client.groups.map((group) => (
              <Box key={group.id}>
                <Link component={RouterLink} to={to(`clients/groups/${group.id}`)}>
                  {group.name}
                </Link>
                {group.pivot.relationship && ` (${group.pivot.relationship})`}
              </Box>
            ))}
          </DetailRow>
        )}
      </Section>
      <Section title="Communications">
        <DetailRow label="Default method">{COMMUNICATION_LABELS[client.default_communication_method]}</DetailRow>
        <DetailRow label="Reminders disabled">{yes(client.disable_reminders)}</DetailRow>
        <DetailRow label="Prefer contact name">{yes(client.prefer_contact_name)}</DetailRow>
      </Section>
      <Section title="Other Details">
        {client.website && (
          <DetailRow label="Website">
            <Link
              href={/^https?:\/\//i.test(client.website) ? client.website : `https://${client.website}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {client.website}
            </Link>
          </DetailRow>
        )}
        {client.timezone && (
          <DetailRow label="Timezone">
            {client.timezone}
            {client.timezone_details &&
              ` (${client.timezone_details.abbr}, GMT${client.timezone_details.diff_from_gmt})`}
          </DetailRow>
        )}
        {client.heard_from_via && <DetailRow label="Heard from via">{client.heard_from_via}</DetailRow>}
        {client.role_labels.length > 0 && (
          <DetailRow label="Role labels">
            <Labels values={client.role_labels} />
          </DetailRow>
        )}
        {client.industry_labels.length > 0 && (
          <DetailRow label="Land Classification">
            <Labels values={client.industry_labels} />
          </DetailRow>
        )}
        <DetailRow label="Reference number">{client.reference_id}</DetailRow>
        <DetailRow label="Created">
          {formatDateTime(client.created_at)}
          {client.creator && ` by ${client.creator.name}`}
        </DetailRow>
      </Section>
      <Section title="Documents">
        {client.invoicing_default_due_date !== null && (
          <DetailRow label="Invoicing default due date">
            {client.invoicing_default_due_date} {client.invoicing_default_due_date === 1 ? 'day' : 'days'}
          </DetailRow>
        )}
        {client.strata_identifier && <DetailRow label="Strata identifier">{client.strata_identifier}</DetailRow>}
        <DetailRow label="Inventory markup">{client.inventory_markup_percentage}%</DetailRow>
      </Section>
    </Box>
  );
}

function Labels({ values }: { values: string[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {values.map((value) => (
        <Chip key={value} size="small" label={value} />
      ))}
    </Box>
  );
}
