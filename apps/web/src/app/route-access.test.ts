import { describe, expect, it } from 'vitest';
import { BUSINESS_ROUTES } from './business-routes';
import { CONNECT_ROUTES } from './connect-routes';
import { canOpenRoute } from './route-access';

const owner = new Set(['canAccessClients', 'canAddQuotations', 'canAddInvoices', 'canLogReports', 'canAccessDrawings']);
const canOpen = (path: string, held: ReadonlySet<string> = owner) => canOpenRoute(BUSINESS_ROUTES, path, held);

describe('canOpenRoute', () => {
  it('opens a routed path, query and all, when its permission is held', () => {
    expect(canOpen('quotations/add?client_id=5')).toBe(true);
    expect(canOpen('/invoicing/add?appointment_id=41&back=true')).toBe(true);
    expect(canOpen('clients/5')).toBe(true);
    expect(canOpen('home')).toBe(true);
  });

  it('refuses a path no route serves (the 404 page)', () => {
    expect(canOpen('settings/paymentProvider')).toBe(false);
    expect(canOpen('reports/notanid')).toBe(false);
  });

  it('opens reports by numeric id, each screen behind its own permission', () => {
    expect(canOpen('reports/add?client_id=5')).toBe(true);
    expect(canOpen('reports/add', new Set(['canViewReports']))).toBe(false);
    expect(canOpen('reports/9', new Set(['canViewReports']))).toBe(true);
    expect(canOpen('reports/9/edit', new Set(['canViewReports']))).toBe(false);
    expect(canOpen('reports/9/edit', new Set(['canEditReports']))).toBe(true);
  });

  it('opens drawings by numeric id only, and photo annotation on its own route', () => {
    expect(canOpen('drawings')).toBe(true);
    expect(canOpen('drawings/12')).toBe(true);
    expect(canOpen('drawings/12/edit', new Set(['canManageDrawings']))).toBe(true);
    expect(canOpen('drawings/add', owner)).toBe(false);
    expect(canOpen('drawings/add', new Set(['canManageDrawings']))).toBe(true);
    expect(canOpen('drawings/annotate?file_id=11&back=true')).toBe(true);
    expect(canOpen('drawings/annotate', new Set(['canManageDrawings']))).toBe(false);
  });

  it('opens the drawing asset settings with canManageDrawingAssets, assets by numeric id', () => {
    const manager = new Set(['canManageDrawingAssets']);
    expect(canOpen('settings/drawingAssets/add')).toBe(false);
    expect(canOpen('settings/drawingAssets/add', manager)).toBe(true);
    expect(canOpen('settings/drawingAssets/prefills', manager)).toBe(true);
    expect(canOpen('settings/drawingAssets/3', manager)).toBe(true);
    expect(canOpen('settings/drawingAssets/3/edit', manager)).toBe(true);
    expect(canOpen('settings/drawingAssets/three', manager)).toBe(false);
  });

  it('opens the communication templates with canAccessCommunicationTemplates, each named by kind and channel', () => {
    const editor = new Set(['canAccessCommunicationTemplates']);
    expect(canOpen('settings/templates')).toBe(false);
    expect(canOpen('settings/templates', editor)).toBe(true);
    expect(canOpen('settings/templates/invoice_sent.EMAIL', editor)).toBe(true);
    expect(canOpen('settings/templates/appointment_reminder.SMS/edit', editor)).toBe(true);
  });

  it('checks the permission of the route the router would pick, not a looser one that also matches', () => {
    // quotations/:id (canViewQuotations) also matches, but the add screen wins and needs canAddQuotations.
    expect(canOpen('quotations/add', new Set(['canViewQuotations']))).toBe(false);
    expect(canOpen('quotations/12', new Set(['canViewQuotations']))).toBe(true);
    expect(canOpen('clients/5', new Set())).toBe(false);
  });

  it("routes the emailed Client Connect sign-up link's page in the client portal", () => {
    expect(canOpenRoute(CONNECT_ROUTES, 'refer/AbC-123_x', new Set())).toBe(true);
  });
});
