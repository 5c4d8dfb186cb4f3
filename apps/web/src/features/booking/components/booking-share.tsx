import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCopyLink } from '../../../components/use-copy-link';
import { iframeSnippet, linkButtonSnippet } from './booking-embed';

function Snippet({ label, code, onCopy }: { label: string; code: string; onCopy: () => void }) {
  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        value={code}
        multiline
        maxRows={8}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      <Button startIcon={<ContentCopy />} onClick={onCopy} sx={{ alignSelf: 'flex-start' }}>
        Copy {label.toLowerCase()}
      </Button>
    </Stack>
  );
}

/** The public page's address, and what to paste into the business's own website: a button or a resizing iframe. */
export function BookingShare({ url, businessName }: { url: string; businessName: string }) {
  const copy = useCopyLink();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Your booking page
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Link href={url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
          {url}
          <OpenInNew fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-label="(opens in a new tab)" />
        </Link>
        <Button startIcon={<ContentCopy />} onClick={() => copy(url)}>
          Copy link
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        To take bookings on your own website, paste one of these into its HTML: a button that opens this page, or the
        page itself in a frame that grows to fit it.
      </Typography>
      <Snippet label="Button code" code={linkButtonSnippet(url)} onCopy={() => copy(linkButtonSnippet(url), 'code')} />
      <Snippet
        label="Embed code"
        code={iframeSnippet(url, businessName)}
        onCopy={() => copy(iframeSnippet(url, businessName), 'code')}
      />
    </Stack>
  );
}
