import fp from 'fastify-plugin';
import { type Accounting, createAccounting } from '../modules/accounting/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounting provider (the sandbox unless Xero is configured) and the company links. */
    accounting: Accounting;
  }
}

export const accountingPlugin = fp(
  async (app) => {
    app.decorate('accounting', createAccounting(app.db, app.config));
  },
  { name: 'accounting', dependencies: ['database'] },
);
