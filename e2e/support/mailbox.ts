import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface SandboxEmail {
  to: string;
  subject: string;
  text: string;
}

/** What the sandbox mailbox holds for an address (the app keeps mail there when no SMTP server is set). */
export async function mailbox(page: Page, to: string): Promise<SandboxEmail[]> {
  const answer = await page.request.get('/v1/sandbox/mailbox');
  const emails = (await answer.json()).payload.emails as SandboxEmail[];
  return emails.filter((email) => email.to === to);
}

/** The first email to an address that matches, waited for: mail is sent after the answer that queued it. */
export async function awaitEmail(page: Page, to: string, matches: (email: SandboxEmail) => boolean = () => true) {
  let found: SandboxEmail | undefined;
  await expect
    .poll(async () => {
      found = (await mailbox(page, to)).find(matches);
      return found;
    })
    .toBeTruthy();
  return found as SandboxEmail;
}

/** The path of the first link mailed to an address whose path matches. */
export async function mailedLink(page: Page, to: string, path: RegExp): Promise<string> {
  const linkIn = (email: SandboxEmail) =>
    (email.text.match(/https?:\/\/\S+/g) ?? []).find((url) => path.test(new URL(url).pathname));
  const email = await awaitEmail(page, to, (candidate) => linkIn(candidate) !== undefined);
  return new URL(linkIn(email) ?? '').pathname;
}
