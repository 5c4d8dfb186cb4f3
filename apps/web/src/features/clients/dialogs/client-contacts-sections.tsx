import { EMAIL_TYPES, PHONE_TYPES } from '@fieldbook/domain/clients/clients.constants';
import { EmailField } from '../../../components/email-field';
import { PhoneField } from '../../../components/phone-field';
import { ClientEntriesSection } from './client-entries-section';
import { EMAIL_TYPE_LABELS, newEmail, newPhone, PHONE_TYPE_LABELS } from './client-form-values';

/** Emails: each an EmailField, a type (PRIMARY, BILLING, EXTRA) and a label for EXTRA. */
export function ClientEmailsSection() {
  return (
    <ClientEntriesSection
      list="emails"
      title="Emails"
      noun="Email"
      types={EMAIL_TYPES}
      typeLabels={EMAIL_TYPE_LABELS}
      newEntry={newEmail}
      value={({ entry, name, errors, update }) => (
        <EmailField
          label={name}
          required
          value={entry.email_address}
          error={errors?.email_address?.message}
          onChange={(email) => update({ email_address: email })}
        />
      )}
    />
  );
}

/** Phones: each a PhoneField (mobiles checked as mobiles), a type of the six and a label for EXTRA. */
export function ClientPhonesSection() {
  return (
    <ClientEntriesSection
      list="phones"
      title="Phones"
      noun="Phone"
      types={PHONE_TYPES}
      typeLabels={PHONE_TYPE_LABELS}
      newEntry={newPhone}
      onTypeChange={(entry, type) => ({ area_code: type === 'MOBILE' ? null : entry.area_code })}
      removable={false}
      value={({ entry, name, errors, update, remove }) => (
        <PhoneField
          label={name}
          mobile={entry.type === 'MOBILE'}
          value={entry}
          error={
            errors?.phone_number?.message ??
            errors?.full_phone?.message ??
            errors?.country_code?.message ??
            errors?.area_code?.message
          }
          onChange={(phone) => (phone ? update(phone) : remove())}
        />
      )}
    />
  );
}
