import { articlesFor } from '@fieldbook/domain/help/help.articles';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useUserLoad } from '../../../lib/session/load-user';
import { ArticleCards } from '../../help/index';
import { useDismissTip } from '../api/dismiss-tip';

const TIP_KEY = 'timeline';

/** The welcome tip, until the user dismisses it (remembered by the server in the user's tips). */
export function TimelineTip() {
  const { data } = useUserLoad();
  const dismiss = useDismissTip();
  if (!data || data.tips.includes(TIP_KEY)) return null;
  // At most 5 suggestions, articles and videos about the timeline (clients-staff-inventory-files spec).
  const suggestions = articlesFor(
    data.articles.filter((article) => article.type !== 'COLLECTION'),
    [],
    'timeline',
  ).slice(0, 5);
  return (
    <Alert
      severity="info"
      onClose={dismiss.isPending ? undefined : () => dismiss.mutate(TIP_KEY)}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss tip' } }}
    >
      <AlertTitle>Activity Timeline</AlertTitle>
      The Activity Timeline collates all of this record's data in one place: notes, files, communications, logs,
      appointments, reports, invoices, quotations and drawings.
      {suggestions.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <ArticleCards articles={suggestions} all={data.articles} />
        </Box>
      )}
    </Alert>
  );
}
