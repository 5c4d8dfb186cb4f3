import { address, type DemoClient, email, landline, mobile, person } from './demo-client-parts';

/** The strata building whose owners corporation, owners and tenants are linked as a group. */
export const SEAVIEW = 'Seaview Apartments, 21 Beach Road';
/** The rentals one real-estate agency manages: the agency, landlords and tenants. */
export const RENTALS = 'Bayside Realty rentals';

/** Households: home owners and tenants who call for plumbing, pest control and cleaning. */
export const DEMO_HOUSEHOLDS: DemoClient[] = [
  person('Olivia', 'Bennett', {
    emails: [email('PRIMARY', 'olivia.bennett@example.com')],
    phones: [mobile('0412 305 118')],
    addresses: [address('SERVICE', '14 Abbott Street', 'Sandringham')],
    default_communication_method: 'SMS',
    heard_from_via: 'Google',
    note: '<p>Side gate code 4412. Friendly labrador in the backyard.</p>',
  }),
  person('James', "O'Connor", {
    emails: [email('PRIMARY', 'james.oconnor@example.com'), email('BILLING', 'oconnor.family@example.net')],
    phones: [mobile('0423 118 904'), landline('(03) 9592 4410', 'DEFAULT')],
    addresses: [address('PRIMARY', '27 Were Street', 'Brighton')],
  }),
  person('Priyanka', 'Patel', {
    emails: [email('PRIMARY', 'priyanka.patel@example.com')],
    phones: [mobile('0433 902 517')],
    addresses: [
      address('SERVICE', '8 Mavho Street', 'Bentleigh'),
      address('EXTRA', '3 Jasper Road', 'Bentleigh', { field_name: "Mum's place", note: 'Key in the meter box.' }),
    ],
    default_communication_method: 'EMAIL_AND_SMS',
  }),
  person('Liam', 'Nguyen', {
    emails: [email('PRIMARY', 'liam.nguyen@example.com')],
    phones: [mobile('0401 664 239')],
    addresses: [address('SERVICE', '51 Buckley Street', 'Footscray')],
    default_communication_method: 'SMS',
    heard_from_via: 'Google',
  }),
  person('Chloe', 'Fitzgerald', {
    emails: [email('PRIMARY', 'chloe.fitzgerald@example.com')],
    phones: [mobile('0418 220 736'), landline('(03) 9658 2200', 'EXTRA', 'Work')],
    addresses: [address('SERVICE', '112 Ludstone Street', 'Hampton')],
  }),
  person('Mohammed', 'Haddad', {
    emails: [email('PRIMARY', 'm.haddad@example.com')],
    phones: [mobile('0450 781 302')],
    addresses: [address('SERVICE', '19 Albion Street', 'Brunswick')],
    default_communication_method: 'SMS',
  }),
  person('Grace', 'Thompson', {
    emails: [email('PRIMARY', 'grace.thompson@example.com')],
    phones: [mobile('0421 447 093')],
    addresses: [
      address('SERVICE', '4/36 Ormond Esplanade', 'Elwood', { note: 'Visitor parking behind the building.' }),
    ],
    note: '<p>Termite inspection every spring; last report found no activity.</p>',
  }),
  person('Daniel', 'Rossi', {
    emails: [email('PRIMARY', 'daniel.rossi@example.com'), email('BILLING', 'accounts@rossi-family.example.net')],
    phones: [mobile('0414 982 650'), landline('(03) 9882 7314', 'DEFAULT')],
    addresses: [
      address('SERVICE', '22 Prospect Hill Road', 'Camberwell'),
      address('BILLING', 'PO Box 214', 'Camberwell'),
    ],
    default_communication_method: 'EMAIL_AND_SMS',
  }),
  person('Sophie', 'Wilson', {
    emails: [email('PRIMARY', 'sophie.wilson@example.com')],
    phones: [mobile('0402 315 874')],
    addresses: [address('SERVICE', '7 Electra Street', 'Williamstown')],
    heard_from_via: 'Neighbour',
  }),
  person('Ethan', 'Kowalski', {
    emails: [email('PRIMARY', 'ethan.kowalski@example.com')],
    phones: [mobile('0438 670 215')],
    addresses: [
      address('SERVICE', '40 Balcombe Road', 'Mentone'),
      address('EXTRA', '88 The Esplanade', 'Torquay', { field_name: 'Holiday house' }),
    ],
    default_communication_method: 'SMS',
  }),
  person('Hannah', 'Murphy', {
    emails: [email('PRIMARY', 'hannah.murphy@example.com')],
    phones: [mobile('0407 553 961')],
    addresses: [address('SERVICE', '3 Park Road', 'Cheltenham')],
    disable_reminders: true,
  }),
  person('Lachlan', 'Brown', {
    emails: [email('PRIMARY', 'lachlan.brown@example.com')],
    phones: [mobile('0429 806 137'), landline('(03) 9589 6021', 'DEFAULT')],
    addresses: [address('SERVICE', '18 Arkaringa Crescent', 'Black Rock')],
    default_communication_method: 'EMAIL_AND_SMS',
    note: '<p>Hot water unit is a Rheem 315 L, installed 2016.</p>',
  }),
  person('Isabella', 'Costa', {
    emails: [email('PRIMARY', 'isabella.costa@example.com')],
    phones: [mobile('0431 274 508')],
    addresses: [address('SERVICE', '61 Bastings Street', 'Northcote')],
  }),
  person('Noah', 'Williams', {
    emails: [email('PRIMARY', 'noah.williams@example.com')],
    phones: [mobile('0449 160 382')],
    addresses: [address('SERVICE', '12 Coppin Street', 'Richmond')],
    default_communication_method: 'SMS',
  }),
  person('Mei Lin', 'Chen', {
    emails: [email('PRIMARY', 'meilin.chen@example.com')],
    phones: [mobile('0403 728 415')],
    addresses: [address('SERVICE', '5 Thames Street', 'Box Hill')],
    heard_from_via: 'Letterbox flyer',
  }),
  person('Aarav', 'Singh', {
    emails: [email('PRIMARY', 'aarav.singh@example.com')],
    phones: [mobile('0416 093 274')],
    addresses: [address('SERVICE', '14 Livingston Street', 'Highett')],
    default_communication_method: 'EMAIL_AND_SMS',
  }),
  person('Zoe', 'Anderson', {
    emails: [email('PRIMARY', 'zoe.anderson@example.com')],
    phones: [mobile('0427 385 940')],
    addresses: [address('SERVICE', '31 Barkly Street', 'Mordialloc')],
    default_communication_method: 'SMS',
  }),
  person('Tom', 'Harris', {
    emails: [email('PRIMARY', 'tom.harris@example.com')],
    phones: [mobile('0435 617 028')],
    addresses: [address('SERVICE', 'Unit 3, 21 Beach Road', 'Sandringham')],
    default_communication_method: 'SMS',
    groups: [{ name: SEAVIEW, relationship: 'Tenant, unit 3' }],
  }),
  person('Rebecca', 'Kelly', {
    emails: [email('PRIMARY', 'rebecca.kelly@example.com'), email('EXTRA', 'rkelly.work@example.org', 'Work')],
    phones: [mobile('0409 842 366')],
    addresses: [
      address('PRIMARY', '16 Orrong Road', 'Elsternwick'),
      address('SERVICE', 'Unit 7, 21 Beach Road', 'Sandringham'),
    ],
    groups: [
      { name: SEAVIEW, relationship: 'Owner, unit 7' },
      { name: RENTALS, relationship: 'Landlord, unit 7 Seaview' },
    ],
  }),
  person('Sam', 'Taylor', {
    emails: [email('PRIMARY', 'sam.taylor@example.com')],
    phones: [mobile('0422 509 173')],
    addresses: [address('SERVICE', 'Unit 7, 21 Beach Road', 'Sandringham')],
    default_communication_method: 'EMAIL_AND_SMS',
    groups: [
      { name: SEAVIEW, relationship: 'Tenant, unit 7' },
      { name: RENTALS, relationship: 'Tenant' },
    ],
  }),
  person('Jessica', 'Martin', {
    emails: [email('PRIMARY', 'jessica.martin@example.com'), email('BILLING', 'jm.invoices@example.net')],
    phones: [mobile('0439 271 655'), landline('(03) 9509 3318', 'DEFAULT')],
    addresses: [
      address('PRIMARY', '9 Kooyong Road', 'Armadale'),
      address('SERVICE', '5/88 Thomas Street', 'Hampton', { note: 'Rental: book through Bayside Realty.' }),
    ],
    groups: [{ name: RENTALS, relationship: 'Landlord, 5/88 Thomas Street' }],
    disable_reminders: true,
  }),
  person('Ryan', 'Walker', {
    emails: [email('PRIMARY', 'ryan.walker@example.com')],
    phones: [mobile('0458 336 804')],
    addresses: [address('SERVICE', '5/88 Thomas Street', 'Hampton')],
    default_communication_method: 'SMS',
    groups: [{ name: RENTALS, relationship: 'Tenant, 5/88 Thomas Street' }],
  }),
  person('Emily', 'Clarke', {
    emails: [email('PRIMARY', 'emily.clarke@example.com')],
    phones: [mobile('0405 917 246')],
    addresses: [address('SERVICE', '44 Parkers Road', 'Parkdale')],
    heard_from_via: 'Facebook',
  }),
  person('Jack', 'Robinson', {
    emails: [email('PRIMARY', 'jack.robinson@example.com')],
    phones: [mobile('0447 208 519')],
    addresses: [address('SERVICE', '103 Bay Street', 'Port Melbourne')],
    default_communication_method: 'SMS',
    note: '<p>Works night shift: book after 11 am.</p>',
  }),
];
