import type { Article } from '@fieldbook/domain/help/help.articles';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSnackbar } from '../../../components/notices';

const KIND_LABEL: Record<Article['type'], string> = { ARTICLE: 'Article', YOUTUBE: 'Video', COLLECTION: 'Collection' };

/** Help cards: an ARTICLE opens its page in a popup window, a YOUTUBE its video in a dialog, a COLLECTION its articles. */
export function ArticleCards({
  articles,
  all,
  label = 'Help articles',
}: {
  articles: readonly Article[];
  all: readonly Article[];
  label?: string;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [video, setVideo] = useState<Article | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const openPage = (article: Article) => {
    if (!article.url) return;
    const popup = window.open(article.url, 'fieldbook-help', 'popup=yes,width=720,height=800');
    if (!popup) enqueueSnackbar(MESSAGES.popupsBlocked, { variant: 'warning' });
  };
  return (
    <Stack spacing={1.5} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {articles.map((article) => (
        <Card key={article.id} variant="outlined" component="li">
          <CardContent sx={{ pb: 1 }}>
            <Typography variant="overline" color="text.secondary">
              {KIND_LABEL[article.type]}
            </Typography>
            <Typography variant="subtitle1" component="h3">
              {article.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {article.summary}
            </Typography>
            {article.type === 'COLLECTION' && expanded === article.id && (
              <ArticleCards
                articles={article.articles.flatMap((id) => all.filter((one) => one.id === id))}
                all={all}
                label={`Articles in ${article.title}`}
              />
            )}
          </CardContent>
          <CardActions>
            {article.type === 'ARTICLE' && (
              <Button size="small" onClick={() => openPage(article)} aria-label={`Read ${article.title}`}>
                Read
              </Button>
            )}
            {article.type === 'YOUTUBE' && (
              <Button size="small" onClick={() => setVideo(article)} aria-label={`Watch ${article.title}`}>
                Watch
              </Button>
            )}
            {article.type === 'COLLECTION' && (
              <Button
                size="small"
                aria-expanded={expanded === article.id}
                onClick={() => setExpanded(expanded === article.id ? null : article.id)}
              >
                {expanded === article.id ? 'Hide articles' : `Show ${article.articles.length} articles`}
              </Button>
            )}
          </CardActions>
        </Card>
      ))}
      {video?.url && (
        <Dialog open onClose={() => setVideo(null)} maxWidth="md" fullWidth aria-labelledby="help-video-title">
          <DialogTitle id="help-video-title">{video.title}</DialogTitle>
          <DialogContent>
            <iframe
              title={video.title}
              src={video.url}
              style={{ border: 0, width: '100%', aspectRatio: '16 / 9' }}
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </DialogContent>
        </Dialog>
      )}
    </Stack>
  );
}
