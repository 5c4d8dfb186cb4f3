import type { ReactNode } from 'react';
import './lean-ui.css';

/*
 * The first screen's building blocks in plain elements styled by lean-ui.css, looking as their MUI
 * counterparts in the app's theme. The start-up card, the page loader, the sign-in page and the
 * other auth cards use them, so the sign-in page loads neither MUI nor emotion; the signed-in
 * screens keep MUI (app/data-layer.tsx adds its theme).
 */

/** MUI's icons (icons-material and Alert's own) that the lean screens draw. */
const ICON_PATHS = {
  checkCircle:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  radioUnchecked:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  error: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z',
  errorOutline:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  warningOutline: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  visibility:
    'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  visibilityOff:
    'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
} as const;

export type LeanIconName = keyof typeof ICON_PATHS;

/** An icon as MUI's SvgIcon draws it (1.5rem, or 1.25rem `small`, in the current colour); decorative. */
export function LeanIcon({ name, small, color }: { name: LeanIconName; small?: boolean; color?: string }) {
  return (
    <svg
      className={small ? 'fb-icon fb-icon-small' : 'fb-icon'}
      style={color ? { color } : undefined}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

/** MUI's indeterminate CircularProgress in the primary colour; decorative (its container says what loads). */
export function LeanSpinner({ size = 40 }: { size?: number }) {
  return (
    <span className="fb-spinner" style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="22 22 44 44" width={size} height={size} aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/** MUI's standard Alert: an error (role alert) or a warning, with an optional action at its end. */
export function LeanAlert({
  severity,
  role = 'alert',
  action,
  className,
  children,
}: {
  severity: 'error' | 'warning';
  role?: 'alert' | 'note';
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role={role} className={`fb-alert fb-alert-${severity}${className ? ` ${className}` : ''}`}>
      <div className="fb-alert-icon">
        <LeanIcon name={severity === 'error' ? 'errorOutline' : 'warningOutline'} />
      </div>
      <div className="fb-alert-message">{children}</div>
      {action && <div className="fb-alert-action">{action}</div>}
    </div>
  );
}
