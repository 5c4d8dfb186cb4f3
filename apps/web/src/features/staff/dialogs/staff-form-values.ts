import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import { STAFF_ROLES, type StaffRole } from '@fieldbook/domain/staff/staff.constants';
import type { CreateStaffBody, UpdateStaffBody } from '@fieldbook/domain/staff/staff.schemas';
import type { StaffImage, StaffUser } from '../api/staff-types';

/** What the Edit Account dialog edits; the create and update bodies are made from it. */
export interface StaffFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  color: string;
  signature: string | null;
  image: StaffImage | null;
  role: StaffRole | undefined;
  permissions: PermissionKey[];
}

/** Fields the server may name in a 422 that the form shows beside a field. */
export const STAFF_FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'color',
  'signature',
  'image',
  'role',
  'permissions',
] as const;

/** The server's keys for the form's fields where they differ (spec: image.id, roles). */
export const SERVER_FIELD_KEYS: Record<string, (typeof STAFF_FORM_FIELDS)[number]> = {
  'image.id': 'image',
  roles: 'role',
  'roles.0': 'role',
};

const DEFAULT_COLOUR = '#027be3';

export function newStaffValues(): StaffFormValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    password_confirmation: '',
    color: DEFAULT_COLOUR,
    signature: null,
    image: null,
    role: undefined,
    permissions: [],
  };
}

export function staffToFormValues(user: StaffUser): StaffFormValues {
  const role = STAFF_ROLES.find((name) => user.roles.includes(name));
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone?.full_phone ?? '',
    password: '',
    password_confirmation: '',
    color: user.color,
    signature: user.signature,
    image: user.profile_image,
    role,
    permissions: [...user.permissions],
  };
}

export function toCreateBody(values: StaffFormValues): Record<keyof CreateStaffBody, unknown> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    password: values.password,
    password_confirmation: values.password_confirmation,
    roles: values.role ? [values.role] : [],
    permissions: values.permissions,
    color: values.color,
  };
}

export function toUpdateBody(
  user: StaffUser,
  values: StaffFormValues,
  passwordToken: string | null,
): Record<keyof UpdateStaffBody, unknown> {
  const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();
  return {
    user_id: user.id,
    first_name: values.first_name,
    last_name: values.last_name,
    email: emailChanged ? values.email : null,
    password_token: emailChanged ? passwordToken : null,
    phone: values.phone,
    color: values.color,
    signature: values.signature,
    image: values.image ? { id: values.image.id } : null,
    // The owner keeps Owner and everything: the server ignores these for them.
    roles: user.created_company ? undefined : values.role ? [values.role] : [],
    permissions: user.created_company ? undefined : values.permissions,
    updated_at: user.updated_at,
  };
}
