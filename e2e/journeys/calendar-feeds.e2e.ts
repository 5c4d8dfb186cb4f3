import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

/** The demo's appointment titles (seed/demo-appointments.seed.ts): each staff member has some of them. */
const DEMO_TITLES = /^SUMMARY:(Blocked drain|Hot water system service|Gas compliance check|On-site quote)/m;

describe('external calendar feeds', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey('the owner makes a feed of a field worker’s appointments that a calendar app can read', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('settings/externalCalendarFeeds'));
    await see(page.getByRole('heading', { name: 'External Calendar Feeds', level: 1 }));
    await page.getByRole('button', { name: 'Create feed for Mia Walsh' }).click();
    const subscribe = page.getByRole('link', { name: 'Subscribe to Mia Walsh' });
    await see(subscribe);

    // A calendar app subscribes to the link with no session: only the token in it.
    const href = (await subscribe.getAttribute('href')) ?? '';
    expect(href).toMatch(/^webcal:\/\/.+\/feeds\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await page.request.get(new URL(href.replace(/^webcal:/, 'http:')).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain('X-WR-CALNAME:Bayside Plumbing & Gas: Mia Walsh');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Australia/Melbourne');
    expect(text).toMatch(/^DTSTART;TZID=Australia\/Melbourne:\d{8}T\d{6}\r$/m);
    expect(text).toMatch(DEMO_TITLES);
  });
});
