import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap is large (ARCHITECTURE section 9): load it only where an editor is shown.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor, loaded on first use. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={110} role="progressbar" aria-label="Loading editor" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
