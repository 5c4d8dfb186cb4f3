import { describe, expect, it } from 'vitest';
import { businessLink, connectLink } from './links';

// The web's route sets (apps/web/src/app/route-set.ts): a connect. host serves the client portal at its
// root, an app. host the business app, and any other host is the sandbox with /business and /connect.
describe('connectLink', () => {
  it("puts the sign-up request's refer link under /connect on the sandbox host", () => {
    expect(connectLink({ publicUrl: 'http://localhost:3000' }, 'refer/Zx-9_aQ3')).toBe(
      'http://localhost:3000/connect/refer/Zx-9_aQ3',
    );
  });

  it('puts it at the root of the connect. host beside an app. host', () => {
    expect(connectLink({ publicUrl: 'https://app.fieldbook.example' }, '/refer/Zx-9_aQ3')).toBe(
      'https://connect.fieldbook.example/refer/Zx-9_aQ3',
    );
  });
});

describe('businessLink', () => {
  it('prefixes /business on the sandbox host and nothing on the app. host', () => {
    expect(businessLink({ publicUrl: 'http://localhost:3000' }, 'password/reset/abc')).toBe(
      'http://localhost:3000/business/password/reset/abc',
    );
    expect(businessLink({ publicUrl: 'https://app.fieldbook.example' }, 'home')).toBe(
      'https://app.fieldbook.example/home',
    );
  });
});
