import { describe, expect, it } from 'vitest';
import { articlePath, articleSchema, articlesFor, HELP_ARTICLES, listedArticle } from './help.articles';

const listed = HELP_ARTICLES.map(listedArticle);

describe('help articles', () => {
  it('lists each seeded article as user/load sends it, an ARTICLE with its own page', () => {
    for (const article of listed) expect(articleSchema.parse(article)).toEqual(article);
    expect(listed.find((a) => a.id === 'timeline-basics')?.url).toBe(articlePath('timeline-basics'));
    expect(listed.find((a) => a.id === 'getting-started')?.url).toBeNull();
  });

  it('has unique ids, and every collection gathers articles that exist', () => {
    const ids = listed.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const collection of listed.filter((a) => a.type === 'COLLECTION')) {
      expect(collection.articles.length).toBeGreaterThan(0);
      for (const id of collection.articles) expect(ids).toContain(id);
    }
  });

  it('finds a screen’s articles by tag and narrows them by every word searched', () => {
    expect(articlesFor(listed, ['scheduler']).map((a) => a.id)).toEqual([
      'scheduler-booking',
      'scheduler-recurring',
      'getting-started',
    ]);
    expect(articlesFor(listed, ['scheduler'], 'recurring').map((a) => a.id)).toEqual(['scheduler-recurring']);
    expect(articlesFor(listed, [], 'CSV spreadsheet').map((a) => a.id)).toEqual(['clients-import']);
    expect(articlesFor(listed, ['no-such-screen'])).toEqual([]);
    expect(articlesFor(listed, [])).toHaveLength(listed.length);
  });
});
