import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGES,
  FEEDBACK_PER_HOUR,
} from '@fieldbook/domain/feedback/feedback.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { expectFieldError } from '../staff/staff-test-kit';

const ctx = useTestApp();
let owner: Session;
let fieldStaff: Session;

const send = (session: { token: string }, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/feedback', payload });
const body = (overrides: Record<string, unknown> = {}) => ({
  kind: 'PROBLEM',
  message: 'The signature pad does not clear.',
  page_path: '/business/forms/12',
  ...overrides,
});
const stored = async () =>
  (await ctx.db.query('select company_id, user_id, kind, message, page_path from feedback order by id')).rows;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  fieldStaff = await addStaff(ctx.t.app, owner, 'Field Staff');
});

describe('POST /v1/feedback', () => {
  it('keeps a problem and feedback from any staff member, with who sent it and from which page', async () => {
    const problem = await send(fieldStaff, body({ message: '  The signature pad does not clear.  ' }));
    expect(problem.statusCode, problem.body).toBe(200);
    expect(problem.json()).toEqual({
      status: 'success',
      payload: null,
      errors: null,
      message: FEEDBACK_MESSAGES.problemSent,
    });
    const idea = await send(owner, body({ kind: 'FEEDBACK', message: 'y'.repeat(FEEDBACK_MESSAGE_MAX) }));
    expect(idea.json().message).toBe(FEEDBACK_MESSAGES.feedbackSent);

    const staff = await whoIs(ctx.t.app, fieldStaff);
    const boss = await whoIs(ctx.t.app, owner);
    expect(await stored()).toEqual([
      {
        company_id: staff.companyId,
        user_id: staff.userId,
        kind: 'PROBLEM',
        message: 'The signature pad does not clear.',
        page_path: '/business/forms/12',
      },
      {
        company_id: boss.companyId,
        user_id: boss.userId,
        kind: 'FEEDBACK',
        message: 'y'.repeat(FEEDBACK_MESSAGE_MAX),
        page_path: '/business/forms/12',
      },
    ]);
    const logged = await ctx.db.query(
      "select action, description from activity_logs where subject_type = 'feedback' and user_id = $1",
      [staff.userId],
    );
    expect(logged.rows).toEqual([{ action: 'problem_reported', description: 'Reported a problem to the team' }]);
  });

  it.each([
    ['no message', { message: undefined }, 'message', FEEDBACK_MESSAGES.messageRequired],
    ['a blank message', { message: '   ' }, 'message', FEEDBACK_MESSAGES.messageRequired],
    [
      'a message too long',
      { message: 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1) },
      'message',
      FEEDBACK_MESSAGES.messageTooLong,
    ],
    ['an unknown kind', { kind: 'PRAISE' }, 'kind', FEEDBACK_MESSAGES.kindInvalid],
    ['no kind', { kind: undefined }, 'kind', FEEDBACK_MESSAGES.kindInvalid],
    [
      'a page that is not a path',
      { page_path: 'https://example.com/' },
      'page_path',
      FEEDBACK_MESSAGES.pagePathInvalid,
    ],
    ['no page', { page_path: undefined }, 'page_path', FEEDBACK_MESSAGES.pagePathInvalid],
  ])('refuses %s with a field error, storing nothing', async (_, overrides, field, message) => {
    const before = await stored();
    expectFieldError(await send(fieldStaff, body(overrides)), field, message);
    expect(await stored()).toEqual(before);
  });

  it('needs a signed-in staff member', async () => {
    const response = await ctx.t.app.inject({ method: 'POST', url: '/v1/feedback', payload: body() });
    expect(response.statusCode).toBe(401);
  });

  // Last in the file: it spends the address's allowance.
  it('refuses a flood from one address with 429, and keeps nothing of it', async () => {
    const before = (await stored()).length;
    const statuses: number[] = [];
    for (let sent = 0; sent <= FEEDBACK_PER_HOUR; sent++) statuses.push((await send(owner, body())).statusCode);
    expect(statuses.at(-1)).toBe(429);
    const accepted = statuses.filter((status) => status === 200).length;
    expect((await stored()).length - before).toBe(accepted);
    expect(accepted).toBeLessThan(FEEDBACK_PER_HOUR);
  });
});
