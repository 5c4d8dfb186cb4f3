import { SANDBOX_BANNER } from '@fieldbook/domain/system/system.constants';
import { LeanAlert } from '../components/lean-ui';

export function SandboxBanner() {
  return (
    // A landmark of its own: all content of a page belongs to one (axe's region rule).
    <aside aria-label="Sandbox environment">
      <LeanAlert severity="warning" role="note" className="fb-banner">
        {SANDBOX_BANNER}
      </LeanAlert>
    </aside>
  );
}
