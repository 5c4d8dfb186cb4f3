import type { createClientBodySchema } from '@fieldbook/domain/clients/clients.schemas';
import type { z } from '@fieldbook/domain/zod';

/** A demo client as the create form would send it; the reference number comes from the company sequence. */
export type DemoClient = Omit<z.input<typeof createClientBodySchema>, 'reference_id'>;
type Email = NonNullable<DemoClient['emails']>[number];
type Phone = NonNullable<DemoClient['phones']>[number];
type Address = NonNullable<DemoClient['addresses']>[number];
type Rest = Omit<DemoClient, 'is_individual' | 'first_name' | 'last_name' | 'display_name' | 'contact_name'>;

/** Melbourne and Victorian suburbs the demo uses, with their postcodes. */
export const POSTCODES = {
  Armadale: '3143',
  Aspendale: '3195',
  Beaumaris: '3193',
  Bentleigh: '3204',
  'Bentleigh East': '3165',
  'Black Rock': '3193',
  'Box Hill': '3128',
  Brighton: '3186',
  Brunswick: '3056',
  Camberwell: '3124',
  Carnegie: '3163',
  Cheltenham: '3192',
  Collingwood: '3066',
  Elsternwick: '3185',
  Elwood: '3184',
  Fitzroy: '3065',
  Footscray: '3011',
  Frankston: '3199',
  Geelong: '3220',
  Hampton: '3188',
  Hawthorn: '3122',
  Highett: '3190',
  Melbourne: '3000',
  Mentone: '3194',
  Moorabbin: '3189',
  Mordialloc: '3195',
  Mornington: '3931',
  Northcote: '3070',
  Parkdale: '3195',
  'Port Melbourne': '3207',
  Prahran: '3181',
  Richmond: '3121',
  Sandringham: '3191',
  'South Melbourne': '3205',
  'St Kilda': '3182',
  Torquay: '3228',
  Williamstown: '3016',
} as const;
export type Suburb = keyof typeof POSTCODES;

/** An address in a Victorian suburb; its postcode is looked up so it is always the right one. */
export const address = (
  type: Address['type'],
  line: string,
  suburb: Suburb,
  more: Pick<Address, 'field_name' | 'note'> = {},
): Address => ({
  type,
  address_line_1: line,
  locality: suburb,
  state: 'VIC',
  postal_code: POSTCODES[suburb],
  country: 'Australia',
  ...more,
});

/** A mobile, "04xx xxx xxx". */
export const mobile = (number: string, type: Phone['type'] = 'MOBILE', fieldName?: string): Phone => ({
  type,
  phone_number: number,
  ...(fieldName ? { field_name: fieldName } : {}),
});

/** A landline, "(03) 9xxx xxxx". */
export const landline = (number: string, type: Phone['type'] = 'BUSINESS', fieldName?: string): Phone => ({
  type,
  phone_number: number,
  ...(fieldName ? { field_name: fieldName } : {}),
});

export const email = (type: Email['type'], emailAddress: string, fieldName?: string): Email => ({
  type,
  email_address: emailAddress,
  ...(fieldName ? { field_name: fieldName } : {}),
});

export const person = (first: string, last: string, rest: Rest): DemoClient => ({
  is_individual: true,
  first_name: first,
  last_name: last,
  ...rest,
});

export const business = (name: string, contact: string | null, rest: Rest): DemoClient => ({
  is_individual: false,
  display_name: name,
  contact_name: contact,
  ...rest,
});
