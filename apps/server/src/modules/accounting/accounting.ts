import { accountingProviderOf } from '../../accounting/create-accounting-provider';
import { tokenCipher } from '../../accounting/token-cipher';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createAccountingConnections } from './accounting-connection';

/**
 * The accounting provider of this server and the companies' links to it (app.accounting). The sync that
 * reads clients, invoices and payments is modules/accounting-sync's, which works the queue.
 */
export function createAccounting(db: Database, config: Config) {
  const provider = accountingProviderOf(config);
  const connections = createAccountingConnections({
    db,
    provider,
    cipher: tokenCipher(config.appSecret),
    redirectUri: `${config.publicUrl}/business/settings/accountingProvider`,
  });
  return { provider, connections };
}
export type Accounting = ReturnType<typeof createAccounting>;
