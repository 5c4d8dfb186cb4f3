import type { LicencePayload } from '@fieldbook/domain/licences/licences.payloads';

/** A licence as the server answers it (spec: Licence entity). */
export type Licence = LicencePayload;

export const licencesQueryKey = ['licences'] as const;
