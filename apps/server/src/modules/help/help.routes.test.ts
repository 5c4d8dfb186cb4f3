import { describe, expect, it } from 'vitest';
import { as, registerBusiness, useTestApp } from '../../test/build-test-app';

const ctx = useTestApp({ JOB_WORKERS: 'false' });

describe('help articles', () => {
  it('serves an ARTICLE as its own page, to anyone', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/help/articles/timeline-basics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>The Activity Timeline</h1>');
    // Text is escaped, never markup.
    expect(response.body).toContain('record’s data');
    expect(response.body).not.toContain('<script');
  });

  it('answers 404 for an unknown article, or one that is not a page', async () => {
    for (const id of ['no-such-article', 'getting-started', '%3Cscript%3E']) {
      const response = await ctx.t.app.inject({ method: 'GET', url: `/help/articles/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.body).toContain('Article not found');
      expect(response.body).not.toContain('<script>');
    }
  });

  it('lists every article in user/load, with the page of each ARTICLE', async () => {
    const load = (
      await as(ctx.t.app, await registerBusiness(ctx.t.app), { method: 'GET', url: '/v1/user/load' })
    ).json();
    const timeline = load.payload.articles.find((a: { id: string }) => a.id === 'timeline-basics');
    expect(timeline).toMatchObject({
      type: 'ARTICLE',
      url: '/help/articles/timeline-basics',
      tags: ['timeline', 'clients', 'appointments'],
    });
    const page = await ctx.t.app.inject({ method: 'GET', url: timeline.url });
    expect(page.statusCode).toBe(200);
  });
});
