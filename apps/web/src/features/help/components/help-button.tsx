import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';

const HelpPanel = lazyComponent(
  () => import('./help-panel'),
  (m) => m.HelpPanel,
);

/** The top bar's Help: the articles for the screen in view, in a panel fetched on first opening. */
export function HelpButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Help"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        <HelpOutlinedIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <HelpPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
