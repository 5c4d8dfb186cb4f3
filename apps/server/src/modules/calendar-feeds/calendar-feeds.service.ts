import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_MESSAGES,
  type CalendarFeed,
  type CalendarFeedKind,
  type CreateCalendarFeedBody,
} from '@fieldbook/domain/calendar-feeds/calendar-feeds.schemas';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { loadDetails } from '../appointments/index';
import { buildFeedIcs, type FeedLinks } from './calendar-feed-ics';
import * as repo from './calendar-feeds.repository';
import type { SeriesMember } from './feed-series';

/** A feed shows appointments from this long ago to this far ahead. */
export const FEED_RANGE = { monthsBack: 3, monthsAhead: 12 } as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The public path of a feed's document. */
export const feedPath = (token: string) => `/feeds/calendar/${token}.ics`;

export function createCalendarFeedsService(db: Database, config: Pick<Config, 'appSecret' | 'publicUrl'>) {
  const key = createHmac('sha256', config.appSecret).update('fieldbook calendar feed').digest();
  /** The link's secret, made again from the stored nonce whenever the owner copies it. */
  const tokenOf = (feed: Pick<repo.CalendarFeedRow, 'companyId' | 'nonce'>) =>
    createHmac('sha256', key).update(`${feed.companyId}.${feed.nonce}`).digest('base64url');

  const present = (feed: repo.CalendarFeedRow, userName: string | null, createdBy: string | null): CalendarFeed => ({
    id: feed.id,
    kind: feed.kind as CalendarFeedKind,
    user_id: feed.userId,
    user_name: feed.userId === null ? null : userName,
    url: `${config.publicUrl}${feedPath(tokenOf(feed))}`,
    created_at: feed.createdAt.toISOString(),
    created_by: createdBy,
  });

  async function insert(tx: Executor, auth: AuthContext, kind: string, userId: number | null) {
    const nonce = randomBytes(24).toString('base64url');
    const tokenHash = sha256(tokenOf({ companyId: auth.companyId, nonce }));
    try {
      return await repo.insertFeed(tx, auth.companyId, { kind, userId, nonce, tokenHash, createdBy: auth.userId });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CALENDAR_FEED_MESSAGES.exists);
      throw error;
    }
  }

  const log = (tx: Executor, auth: AuthContext, feedId: number, action: string, description: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action,
      subjectType: 'calendar_feed',
      subjectId: feedId,
      description,
    });

  async function presentOne(auth: AuthContext, id: number) {
    const row = (await repo.liveFeeds(db, auth.companyId)).find((r) => r.feed.id === id);
    if (!row) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
    return present(row.feed, row.userName, row.createdByName);
  }

  /** The signed-in staff member's own live feed id, or a 404. */
  async function ownFeedId(auth: AuthContext) {
    const id = await repo.liveStaffFeedId(db, auth.companyId, auth.userId);
    if (id === null) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
    return id;
  }

  return {
    /** The live feeds, and the staff a feed can be made for. */
    async list(auth: AuthContext) {
      const [rows, staff] = await Promise.all([
        repo.liveFeeds(db, auth.companyId),
        repo.activeStaff(db, auth.companyId),
      ]);
      return { feeds: rows.map((row) => present(row.feed, row.userName, row.createdByName)), staff };
    },

    async create(auth: AuthContext, body: CreateCalendarFeedBody) {
      const userId = body.kind === 'STAFF' ? (body.user_id ?? null) : null;
      const id = await db.transaction(async (tx) => {
        if (userId !== null && !(await repo.activeUserExists(tx, auth.companyId, userId)))
          throw fieldError('user_id', CALENDAR_FEED_MESSAGES.userNotFound);
        const feed = await insert(tx, auth, body.kind, userId);
        await log(tx, auth, feed.id, 'calendar_feed_created', 'Created a calendar feed');
        return feed.id;
      });
      return presentOne(auth, id);
    },

    async revoke(auth: AuthContext, id: number) {
      await db.transaction(async (tx) => {
        if (!(await repo.findLiveFeed(tx, auth.companyId, id))) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
        await repo.revokeFeed(tx, auth.companyId, id);
        await log(tx, auth, id, 'calendar_feed_revoked', 'Revoked a calendar feed');
      });
    },

    /** A new link for the same calendar; the old one stops answering. */
    async regenerate(auth: AuthContext, id: number) {
      const newId = await db.transaction(async (tx) => {
        const old = await repo.findLiveFeed(tx, auth.companyId, id);
        if (!old) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
        await repo.revokeFeed(tx, auth.companyId, id);
        const feed = await insert(tx, auth, old.kind, old.userId);
        await log(tx, auth, feed.id, 'calendar_feed_regenerated', 'Made a new link for a calendar feed');
        return feed.id;
      });
      return presentOne(auth, newId);
    },

    /** The signed-in staff member's own feed (any staff member may keep one for the appointments they attend). */
    async mine(auth: AuthContext) {
      const id = await repo.liveStaffFeedId(db, auth.companyId, auth.userId);
      return id === null ? null : presentOne(auth, id);
    },

    createMine(auth: AuthContext) {
      return this.create(auth, { kind: 'STAFF', user_id: auth.userId });
    },

    async regenerateMine(auth: AuthContext) {
      return this.regenerate(auth, await ownFeedId(auth));
    },

    async revokeMine(auth: AuthContext) {
      await this.revoke(auth, await ownFeedId(auth));
    },

    /** The iCalendar document a live feed's token opens, or null (unknown or revoked). */
    async document(token: string, now = new Date()): Promise<string | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const feed = await repo.feedByTokenHash(db, sha256(token));
      if (!feed) return null;
      const [company, userName] = await Promise.all([
        repo.companyOf(db, feed.companyId),
        feed.userId === null ? null : repo.activeUserName(db, feed.companyId, feed.userId),
      ]);
      if (!company || (feed.userId !== null && userName === null)) return null;
      const from = new Date(now);
      from.setUTCMonth(from.getUTCMonth() - FEED_RANGE.monthsBack);
      const to = new Date(now);
      to.setUTCMonth(to.getUTCMonth() + FEED_RANGE.monthsAhead);
      const rows = await repo.feedAppointments(db, feed.companyId, feed.userId, from, to);
      const ids = rows.map((row) => row.id);
      const recurrenceIds = [...new Set(rows.flatMap((row) => (row.recurrenceId === null ? [] : [row.recurrenceId])))];
      const [details, members] = await Promise.all([
        loadDetails(db, feed.companyId, ids),
        repo.seriesMembers(db, feed.companyId, recurrenceIds),
      ]);
      const links = new Map<number, FeedLinks>(ids.map((id) => [id, { clients: [], types: [] }]));
      for (const client of details.clients) links.get(client.appointmentId)?.clients.push(client.displayName);
      for (const type of details.types) links.get(type.appointmentId)?.types.push(type.name);
      const seriesMembers = new Map<number, SeriesMember[]>();
      for (const member of members) {
        if (member.recurrenceId === null) continue;
        seriesMembers.set(member.recurrenceId, [...(seriesMembers.get(member.recurrenceId) ?? []), member]);
      }
      return buildFeedIcs({
        name: userName ? `${company.name}: ${userName}` : company.name,
        host: new URL(config.publicUrl).hostname,
        timezone: company.timezone,
        appointments: rows,
        links,
        seriesMembers,
      });
    },
  };
}
