import { accountingProviderOf } from '../../accounting/create-accounting-provider';
import { tokenCipher } from '../../accounting/token-cipher';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createAccountingConnections } from './accounting-connection';
import { createAccountingSync } from './accounting-sync';

/** The accounting provider of this server, the companies' links to it, and the sync (app.accounting). */
export function createAccounting(db: Database, config: Config) {
  const provider = accountingProviderOf(config);
  const connections = createAccountingConnections({
    db,
    provider,
    cipher: tokenCipher(config.appSecret),
    redirectUri: `${config.publicUrl}/business/settings/accountingProvider`,
  });
  const sync = createAccountingSync({ db, provider, connections });
  return { provider, connections, sync };
}
export type Accounting = ReturnType<typeof createAccounting>;
