import type { Config } from '../config';
import type { AccountingProvider } from './accounting-provider';
import { sandboxAccountingProvider } from './sandbox-accounting';
import { xeroAccountingProvider } from './xero-accounting';

/** The accounting provider the configuration names (the sandbox unless Xero is set up). */
export function accountingProviderOf(config: Config): AccountingProvider {
  if (config.ACCOUNTING_PROVIDER === 'xero')
    return xeroAccountingProvider({
      clientId: config.XERO_CLIENT_ID,
      clientSecret: config.XERO_CLIENT_SECRET,
      loginUrl: config.XERO_LOGIN_URL.replace(/\/+$/, ''),
      identityUrl: config.XERO_IDENTITY_URL.replace(/\/+$/, ''),
      apiUrl: config.XERO_API_URL.replace(/\/+$/, ''),
      salesAccountCode: config.XERO_SALES_ACCOUNT_CODE,
      paymentAccountCode: config.XERO_PAYMENT_ACCOUNT_CODE,
    });
  return sandboxAccountingProvider();
}
