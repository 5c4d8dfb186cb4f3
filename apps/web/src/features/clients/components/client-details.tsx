import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { usePortalPath } from '../../../lib/portal-path';
import type { Client } from '../api/client-types';
import {
  ADDRESS_TYPE_LABELS,
  COMMUNICATION_LABELS,
  EMAIL_TYPE_LABELS,
  PHONE_TYPE_LABELS,
} from '../dialogs/client-form-values';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** "Primary", or an EXTRA entry's own label. */
function TypeLabel({ text }: { text: string }) {
  return <Chip size="small" variant="outlined" label={text} sx={{ ml: 1 }} />;
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
        <Row label="Type">{client.is_individual ? 'Individual' : 'Business'}</Row>
        {client.contact_name && <Row label="Contact name">{client.contact_name}</Row>}
        {client.emails.length > 0 && (
          <Row label="Emails">
            {client.emails.map((email) => (
              <Box key={email.id}>
                <Link href={`mailto:${email.email_address}`}>{email.email_address}</Link>
                <TypeLabel text={typeText(EMAIL_TYPE_LABELS, email)} />
              </Box>
            ))}
          </Row>
        )}
        {client.phones.length > 0 && (
          <Row label="Phones">
            {client.phones.map((phone) => (
              <Box key={phone.id}>
                <Link href={`tel:${phone.full_phone.replace(/[^\d+]/g, '')}`}>{phone.full_phone}</Link>
                <TypeLabel text={typeText(PHONE_TYPE_LABELS, phone)} />
              </Box>
            ))}
          </Row>
        )}
        {client.addresses.length > 0 && (
          <Row label="Addresses">
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
          </Row>
        )}
        {client.groups.length > 0 && (
          <Row label="Groups">
            {client.groups.map((group) => (
              <Box key={group.id}>
                <Link component={RouterLink} to={to(`clients/groups/${group.id}`)}>
                  {group.name}
                </Link>
                {group.pivot.relationship && ` (${group.pivot.relationship})`}
              </Box>
            ))}
          </Row>
        )}
      </Section>
      <Section title="Communications">
        <Row label="Default method">{COMMUNICATION_LABELS[client.default_communication_method]}</Row>
        <Row label="Reminders disabled">{yes(client.disable_reminders)}</Row>
        <Row label="Prefer contact name">{yes(client.prefer_contact_name)}</Row>
      </Section>
      <Section title="Other Details">
        {client.website && (
          <Row label="Website">
            <Link
              href={/^https?:\/\//i.test(client.website) ? client.website : `https://${client.website}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {client.website}
            </Link>
          </Row>
        )}
        {client.timezone && (
          <Row label="Timezone">
            {client.timezone}
            {client.timezone_details &&
              ` (${client.timezone_details.abbr}, GMT${client.timezone_details.diff_from_gmt})`}
          </Row>
        )}
        {client.heard_from_via && <Row label="Heard from via">{client.heard_from_via}</Row>}
        {client.role_labels.length > 0 && (
          <Row label="Role labels">
            <Labels values={client.role_labels} />
          </Row>
        )}
        {client.industry_labels.length > 0 && (
          <Row label="Land Classification">
            <Labels values={client.industry_labels} />
          </Row>
        )}
        {client.invoicing_default_due_date !== null && (
          <Row label="Invoicing default due date">
            {client.invoicing_default_due_date} {client.invoicing_default_due_date === 1 ? 'day' : 'days'}
          </Row>
        )}
        {client.strata_identifier && <Row label="Strata identifier">{client.strata_identifier}</Row>}
        <Row label="Inventory markup">{client.inventory_markup_percentage}%</Row>
        <Row label="Reference number">{client.reference_id}</Row>
        <Row label="Created">
          {formatDateTime(client.created_at)}
          {client.creator && ` by ${client.creator.name}`}
        </Row>
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
