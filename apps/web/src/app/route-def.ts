import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { LazyPage } from '../lib/lazy-component';
import type { NavIconName } from './nav-icons';

/** Login flag of platform section 2: -1 signed-out only, 0 either, 1 login required. */
export type LoginFlag = -1 | 0 | 1;

export interface AppRouteDef {
  /** Relative to the portal's base; '' is the portal root. */
  path: string;
  login: LoginFlag;
  permission?: PermissionKey;
  /** Only in the sandbox route set (localhost). */
  sandboxOnly?: boolean;
  page: LazyPage;
  /**
   * A signed-out screen that renders without the data layer (queries, notices, MUI's theme;
   * app/data-layer.tsx), so it loads less: the sign-in page, the first screen of most visits. Its page
   * must not use them, nor MUI at all: it is drawn with components/lean-ui.tsx.
   */
  lean?: boolean;
  /**
   * Path params that are record ids: the route only serves digits there, so a sibling screen not built
   * yet (reports/add beside a reports/:id) still counts as unrouted for useCanOpen.
   */
  numericParams?: readonly string[];
  /**
   * `icon` names one of app/nav-icons.tsx, which only the signed-in shell loads. `section`: the entry
   * stays current on the route's child paths (clients/12).
   */
  nav?: { label: string; icon: NavIconName; section?: boolean };
}
