import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export const DISCARD_MESSAGES = {
  title: 'Discard changes?',
  message: 'You have unsaved changes. Are you sure you want to discard them?',
  confirm: 'Discard',
  cancel: 'Keep Editing',
} as const;

export interface ConfirmDiscard {
  /**
   * Runs `action` (usually closing the dialog) straight away when nothing is unsaved; otherwise asks
   * first and runs it only on "Discard".
   */
  guard: (action: () => void) => void;
  /** The question dialog; render it next to the dialog it guards. */
  confirmDialog: ReactNode;
}

/**
 * Guards closing a dialog that has unsaved changes. Usage:
 * ```tsx
 * const { guard, confirmDialog } = useConfirmDiscard(formState.isDirty);
 * <Dialog open onClose={() => guard(onClose)}>…<Button onClick={() => guard(onClose)}>Cancel</Button></Dialog>
 * {confirmDialog}
 * ```
 */
export function useConfirmDiscard(
  dirty: boolean,
  texts: Partial<Record<keyof typeof DISCARD_MESSAGES, string>> = {},
): ConfirmDiscard {
  const [asking, setAsking] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const guard = useCallback((action: () => void) => {
    if (!dirtyRef.current) {
      action();
      return;
    }
    pending.current = action;
    setAsking(true);
  }, []);

  const settle = (discard: boolean) => {
    const action = pending.current;
    pending.current = null;
    setAsking(false);
    if (discard) action?.();
  };

  const words = { ...DISCARD_MESSAGES, ...texts };
  return {
    guard,
    confirmDialog: (
      <ConfirmDialog
        open={asking}
        title={words.title}
        message={words.message}
        confirmLabel={words.confirm}
        cancelLabel={words.cancel}
        destructive
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    ),
  };
}
