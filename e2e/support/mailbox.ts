import { expect } from 'vitest';
import { withAdminClient } from '../../apps/server/src/test/test-database';
import { journeyServer } from './journey-server';

export interface SandboxEmail {
  to: string;
  subject: string;
  text: string;
}

/**
 * What the journey server kept for an address, newest first: its email outbox, read from its database
 * (the mailbox page shows a company administrator only their company's share; this reads all).
 */
export async function mailbox(to: string): Promise<SandboxEmail[]> {
  const { rows } = await withAdminClient(journeyServer().databaseUrl, (client) =>
    client.query<SandboxEmail>('select "to", subject, text from email_outbox where "to" = $1 order by id desc', [to]),
  );
  return rows;
}

/** The newest email to an address that matches, waited for: mail is sent after the answer that queued it. */
export async function awaitEmail(to: string, matches: (email: SandboxEmail) => boolean = () => true) {
  let found: SandboxEmail | undefined;
  await expect
    .poll(async () => {
      found = (await mailbox(to)).find(matches);
      return found;
    })
    .toBeTruthy();
  return found as SandboxEmail;
}

/** The path of the newest link mailed to an address whose path matches (in an email `matches` accepts). */
export async function mailedLink(
  to: string,
  path: RegExp,
  matches: (email: SandboxEmail) => boolean = () => true,
): Promise<string> {
  const linkIn = (email: SandboxEmail) =>
    (email.text.match(/https?:\/\/\S+/g) ?? []).find((url) => path.test(new URL(url).pathname));
  const email = await awaitEmail(to, (candidate) => matches(candidate) && linkIn(candidate) !== undefined);
  return new URL(linkIn(email) ?? '').pathname;
}
