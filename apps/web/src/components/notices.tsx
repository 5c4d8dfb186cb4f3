import { TOAST_TIMEOUT_MS } from '@fieldbook/domain/system/system.constants';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/**
 * The app's notices (snackbars): at most three at once at the foot of the screen, more waiting their
 * turn, each gone after the spec's toast time unless it persists, the time paused while pointed at or
 * focused. The calls keep notistack's names (`enqueueSnackbar`, `closeSnackbar`), which the app used
 * before; its 8 kB gzipped bought transitions and layouts the app never used.
 */

export type SnackbarKey = string | number;
export type NoticeVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface OptionsObject {
  variant?: NoticeVariant;
  /** A notice with the key of one shown or waiting is not added again. */
  key?: SnackbarKey;
  /** Stays until closed (its action, or `closeSnackbar`). */
  persist?: boolean;
  /** Not added while the same text is shown or waiting. */
  preventDuplicate?: boolean;
  action?: ReactNode | ((key: SnackbarKey) => ReactNode);
}

interface Notices {
  enqueueSnackbar: (message: ReactNode, options?: OptionsObject) => SnackbarKey;
  /** Closes one notice, or every one without a key. */
  closeSnackbar: (key?: SnackbarKey) => void;
}

interface Queued {
  key: SnackbarKey;
  message: ReactNode;
  options: OptionsObject;
}

const SHOWN_AT_ONCE = 3;
const NoticesContext = createContext<Notices | null>(null);

export function useSnackbar(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useSnackbar needs a NoticesProvider above it.');
  return notices;
}

export function NoticesProvider({ children }: { children?: ReactNode }) {
  const [queue, setQueue] = useState<readonly Queued[]>([]);
  const added = useRef(0);
  const closeSnackbar = useCallback(
    (key?: SnackbarKey) => setQueue((list) => (key === undefined ? [] : list.filter((notice) => notice.key !== key))),
    [],
  );
  const enqueueSnackbar = useCallback((message: ReactNode, options: OptionsObject = {}) => {
    added.current += 1;
    const key = options.key ?? `notice-${added.current}`;
    setQueue((list) => {
      const duplicate = list.some(
        (notice) => notice.key === key || (options.preventDuplicate && notice.message === message),
      );
      return duplicate ? list : [...list, { key, message, options }];
    });
    return key;
  }, []);
  const notices = useMemo(() => ({ enqueueSnackbar, closeSnackbar }), [enqueueSnackbar, closeSnackbar]);

  return (
    <NoticesContext value={notices}>
      {children}
      {queue.length > 0 && (
        <Box
          sx={{
            position: 'fixed',
            bottom: 16,
            left: 8,
            right: 8,
            zIndex: (t) => t.zIndex.snackbar,
            display: 'flex',
            flexDirection: 'column-reverse',
            alignItems: 'center',
            gap: 1,
            pointerEvents: 'none',
          }}
        >
          {queue.slice(0, SHOWN_AT_ONCE).map((notice) => (
            <Notice key={notice.key} notice={notice} onClose={() => closeSnackbar(notice.key)} />
          ))}
        </Box>
      )}
    </NoticesContext>
  );
}

const arrive = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

function Notice({ notice, onClose }: { notice: Queued; onClose: () => void }) {
  const { variant = 'default', persist, action } = notice.options;
  const [paused, setPaused] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (persist || paused) return;
    const timer = setTimeout(() => close.current(), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [persist, paused]);

  const urgent = variant === 'error' || variant === 'warning';
  return (
    <Box
      role={urgent ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        minWidth: { sm: 288 },
        maxWidth: 568,
        px: 2,
        py: 0.75,
        borderRadius: 1,
        boxShadow: 6,
        typography: 'body2',
        // The theme's main colours (white text on them reaches 4.5:1); a plain notice is dark grey.
        bgcolor: variant === 'default' ? 'grey.800' : `${variant}.main`,
        color: variant === 'default' ? 'common.white' : `${variant}.contrastText`,
        animation: `${arrive} 150ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box sx={{ flex: 1, py: 0.75 }}>{notice.message}</Box>
      {action !== undefined && (
        <Box sx={{ ml: 'auto' }}>{typeof action === 'function' ? action(notice.key) : action}</Box>
      )}
    </Box>
  );
}
