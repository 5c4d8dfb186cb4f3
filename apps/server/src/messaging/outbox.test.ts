import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import { createMailer } from './mailer';
import { OUTBOX_SWEEP_QUEUE, STOPPED_WHILE_SENDING, sweepOutboxes } from './outbox';
import { createSmsSender, type SmsProvider } from './sms';

const ctx = useTestApp({ JOB_WORKERS: 'false' });

/** A stand-in SMTP server that accepts every message and keeps its recipients. */
const received: string[] = [];
const smtp: Server = createServer((socket) => {
  let data = false;
  let buffer = '';
  let to = '';
  socket.write('220 stand-in ESMTP\r\n');
  socket.on('data', (chunk) => {
    buffer += chunk.toString();
    if (data) {
      if (!buffer.includes('\r\n.\r\n')) return;
      data = false;
      buffer = '';
      received.push(to);
      socket.write('250 queued\r\n');
      return;
    }
    let line = buffer.indexOf('\r\n');
    while (line >= 0 && !data) {
      const command = buffer.slice(0, line);
      buffer = buffer.slice(line + 2);
      if (/^(EHLO|HELO)/i.test(command)) socket.write('250 stand-in\r\n');
      else if (/^RCPT TO:<(.+)>/i.test(command)) {
        to = /^RCPT TO:<(.+)>/i.exec(command)?.[1] ?? '';
        socket.write('250 ok\r\n');
      } else if (/^DATA/i.test(command)) {
        data = true;
        socket.write('354 go on\r\n');
      } else if (/^QUIT/i.test(command)) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
      line = buffer.indexOf('\r\n');
    }
  });
});
let smtpUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => smtp.close(resolve)));

/** An SMS provider that counts what it was asked to send. */
function countingProvider() {
  const sent: string[] = [];
  const provider: SmsProvider = {
    sandbox: false,
    send: async ({ to }) => {
      sent.push(to);
      return `SM${sent.length}`;
    },
  };
  return { provider, sent };
}
const inAMinute = () => new Date(Date.now() + 60_000);
const noLog = () => {};

describe('the SMS outbox', () => {
  it('sends a message once however many deliver it at the same time', async () => {
    const { provider, sent } = countingProvider();
    const texts = createSmsSender(ctx.t.app.db, provider, noLog);
    const id = await ctx.t.app.db.transaction((tx) =>
      texts.queue(tx, { companyId: null, to: '0400000001', body: 'Hi' }),
    );
    await Promise.all([texts.deliver(id), texts.deliver(id), texts.deliver(id)]);
    expect(sent).toEqual(['0400000001']);
    const { rows } = await ctx.db.query('select status, provider_id from sms_outbox where id = $1', [id]);
    expect(rows[0]).toEqual({ status: 'sent', provider_id: 'SM1' });
  });

  it('sends, once, what a crash left queued when the sweep comes by, and nothing newer', async () => {
    const { provider, sent } = countingProvider();
    const texts = createSmsSender(ctx.t.app.db, provider, noLog);
    // Committed, then the process stopped before delivering it.
    await ctx.t.app.db.transaction((tx) => texts.queue(tx, { companyId: null, to: '0400000002', body: 'Hi' }));
    expect(await texts.deliverStale(new Date(Date.now() - 60_000))).toBe(0);
    expect(sent).toEqual([]);
    await Promise.all([texts.deliverStale(inAMinute()), texts.deliverStale(inAMinute())]);
    await texts.deliverStale(inAMinute());
    expect(sent).toEqual(['0400000002']);
  });

  it('never calls out from the sandbox: it keeps the message and the sweep leaves it', async () => {
    const { sent } = countingProvider();
    const texts = createSmsSender(ctx.t.app.db, { sandbox: true, send: async () => 'never' }, noLog);
    const id = await ctx.t.app.db.transaction((tx) =>
      texts.queue(tx, { companyId: null, to: '0400000003', body: 'Hi' }),
    );
    await texts.deliver(id);
    expect(await texts.deliverStale(inAMinute())).toBe(0);
    expect(sent).toEqual([]);
    const { rows } = await ctx.db.query('select status from sms_outbox where id = $1', [id]);
    expect(rows[0].status).toBe('sandbox');
  });
});

describe('the email outbox over SMTP', () => {
  it('sends an email once however many deliver it, and the sweep sends what a crash left', async () => {
    const mailer = createMailer(ctx.t.app.db, smtpUrl, 'Fieldbook <no-reply@fieldbook.local>', noLog);
    const email = (to: string) => ({ to, subject: 'Reminder', text: 'See you at 10' });
    const id = await ctx.t.app.db.transaction((tx) => mailer.queue(tx, email('racing@example.com')));
    await Promise.all([mailer.deliver(id), mailer.deliver(id), mailer.deliver(id)]);
    expect(received.filter((to) => to === 'racing@example.com')).toHaveLength(1);

    await ctx.t.app.db.transaction((tx) => mailer.queue(tx, email('left-over@example.com')));
    await mailer.deliverStale(inAMinute());
    await mailer.deliverStale(inAMinute());
    expect(received.filter((to) => to === 'left-over@example.com')).toHaveLength(1);
    const { rows } = await ctx.db.query(`select status from email_outbox where "to" = 'left-over@example.com'`);
    expect(rows).toEqual([{ status: 'sent' }]);
  });
});

describe('the outbox sweep', () => {
  it('is scheduled every minute, and sends what has waited over a minute', async () => {
    const { rows: schedules } = await ctx.db.query('select cron from pgboss.schedule where name = $1', [
      OUTBOX_SWEEP_QUEUE,
    ]);
    expect(schedules).toEqual([{ cron: '* * * * *' }]);

    const { provider, sent } = countingProvider();
    const texts = createSmsSender(ctx.t.app.db, provider, noLog);
    const waiting = await ctx.t.app.db.transaction((tx) =>
      texts.queue(tx, { companyId: null, to: '0400000004', body: 'Hi' }),
    );
    const fresh = await ctx.t.app.db.transaction((tx) =>
      texts.queue(tx, { companyId: null, to: '0400000005', body: 'Hi' }),
    );
    await ctx.db.query(`update sms_outbox set created_at = now() - interval '2 minutes' where id = $1`, [waiting]);
    await sweepOutboxes([texts])();
    expect(sent).toContain('0400000004');
    expect(sent).not.toContain('0400000005');
    await texts.deliver(fresh);
    expect(sent.filter((to) => to === '0400000005')).toHaveLength(1);
  });

  it('marks failed, never sending again, what a crash left half-sent a quarter of an hour ago, and leaves what is being sent now', async () => {
    const { provider, sent } = countingProvider();
    const texts = createSmsSender(ctx.t.app.db, provider, noLog);
    const mailer = createMailer(ctx.t.app.db, smtpUrl, 'Fieldbook <no-reply@fieldbook.local>', noLog);
    const [stuckText, sendingText] = await ctx.t.app.db.transaction((tx) =>
      texts.queueMany(tx, [
        { companyId: null, to: '0400000006', body: 'Hi' },
        { companyId: null, to: '0400000007', body: 'Hi' },
      ]),
    );
    const stuckEmail = await ctx.t.app.db.transaction((tx) =>
      mailer.queue(tx, { to: 'half-sent@example.com', subject: 'Reminder', text: 'See you at 10' }),
    );
    // Taken for sending, then the process stopped before the provider answered.
    await ctx.db.query(`update sms_outbox set status = 'sending' where id = any($1)`, [[stuckText, sendingText]]);
    await ctx.db.query(`update email_outbox set status = 'sending' where id = $1`, [stuckEmail]);
    await ctx.db.query(`update sms_outbox set created_at = now() - interval '16 minutes' where id = $1`, [stuckText]);
    await ctx.db.query(`update email_outbox set created_at = now() - interval '16 minutes' where id = $1`, [
      stuckEmail,
    ]);
    await ctx.db.query(`update sms_outbox set created_at = now() - interval '2 minutes' where id = $1`, [sendingText]);

    await sweepOutboxes([mailer, texts])();
    await sweepOutboxes([mailer, texts])();
    const { rows: textRows } = await ctx.db.query('select id, status, error from sms_outbox where id = any($1)', [
      [stuckText, sendingText],
    ]);
    expect(textRows.find((row) => row.id === stuckText)).toMatchObject({
      status: 'failed',
      error: STOPPED_WHILE_SENDING,
    });
    expect(textRows.find((row) => row.id === sendingText)).toMatchObject({ status: 'sending', error: null });
    const { rows: emailRows } = await ctx.db.query('select status, error from email_outbox where id = $1', [
      stuckEmail,
    ]);
    expect(emailRows).toEqual([{ status: 'failed', error: STOPPED_WHILE_SENDING }]);
    expect(sent).not.toContain('0400000006');
    expect(sent).not.toContain('0400000007');
    expect(received).not.toContain('half-sent@example.com');
  });
});
