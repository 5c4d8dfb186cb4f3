import * as rrulePackage from 'rrule';

/**
 * rrule, however it was loaded. Under Node it is CommonJS, its exports on `default`; the web build
 * gets its ESM build's named exports, where `default` is always undefined (the bundler says so, and
 * apps/web/vite.config.ts quiets that one warning of this file).
 */
export const rrule: typeof rrulePackage =
  (rrulePackage as typeof rrulePackage & { default?: typeof rrulePackage }).default ?? rrulePackage;
