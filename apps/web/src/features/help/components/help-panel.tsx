import { type Article, articlesFor } from '@fieldbook/domain/help/help.articles';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LeanTextField } from '../../../components/lean-text-field';
import { usePortal } from '../../../lib/portal-path';
import { useUserLoad } from '../../../lib/session/load-user';
import { ArticleCards } from './article-cards';

/** The screen in view as a help tag: the first part of its path ('scheduler', 'clients', 'invoicing'). */
export function screenTag(pathname: string, base: string): string {
  return pathname.slice(base.length).split('/').filter(Boolean)[0] ?? 'home';
}

/** Help for the screen in view (articles tagged with it), or every article; a search narrows either. */
export function HelpPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const articles: Article[] = useUserLoad().data?.articles ?? [];
  const { pathname } = useLocation();
  const { base } = usePortal();
  const tag = screenTag(pathname, base);
  const [scope, setScope] = useState<'screen' | 'all'>('screen');
  const [search, setSearch] = useState('');
  const forScreen = articlesFor(articles, [tag]);
  const showing = scope === 'screen' && forScreen.length > 0 ? 'screen' : 'all';
  const shown = articlesFor(articles, showing === 'screen' ? [tag] : [], search);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': 'help-panel-title', sx: { width: 380, maxWidth: '100vw' } } }}
    >
      <Box role="region" aria-labelledby="help-panel-title" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ mb: 1, alignItems: 'center' }}>
          <Typography id="help-panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            Help
          </Typography>
          <IconButton aria-label="Close help" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <LeanTextField
          label="Search help"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
        />
        <Stack direction="row" spacing={1} sx={{ my: 1.5 }} role="group" aria-label="Show articles">
          {forScreen.length > 0 && (
            <Chip
              label="This screen"
              color={showing === 'screen' ? 'primary' : 'default'}
              aria-pressed={showing === 'screen'}
              onClick={() => setScope('screen')}
            />
          )}
          <Chip
            label="All articles"
            color={showing === 'all' ? 'primary' : 'default'}
            aria-pressed={showing === 'all'}
            onClick={() => setScope('all')}
          />
        </Stack>
        {shown.length === 0 ? (
          <Typography color="text.secondary">No help articles match “{search}”.</Typography>
        ) : (
          <ArticleCards articles={shown} all={articles} />
        )}
      </Box>
    </Drawer>
  );
}
