import { findArticle } from '@fieldbook/domain/help/help.articles';
import escapeHtml from 'escape-html';
import type { FastifyPluginAsync } from 'fastify';

/** A help article as a plain page: the help panel opens it in a small window of its own. */
function articlePage(title: string, paragraphs: readonly string[], siteName: string, status = 200) {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  return {
    status,
    html: `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(siteName)} Help</title>
<style>
body { font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; margin: 0; }
main { max-width: 40rem; margin: 0 auto; padding: 1.5rem; }
header { color: #0b5cad; font-weight: 600; }
</style>
</head>
<body>
<main>
<header>${escapeHtml(siteName)} Help</header>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`,
  };
}

/** GET /help/articles/:id — the server's own help articles (the seeded list in domain help.articles.ts). */
export const helpRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/help/articles/:id', async (request, reply) => {
    const article = findArticle(request.params.id);
    const page =
      article?.type === 'ARTICLE'
        ? articlePage(article.title, article.body ?? [], app.config.SITE_NAME)
        : articlePage('Article not found', ['There is no help article at this address.'], app.config.SITE_NAME, 404);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(page.html);
  });
};
