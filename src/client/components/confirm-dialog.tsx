import { useRef, type ReactNode } from 'react';
import { Dialog } from './dialog';

/**
 * The one way to confirm a destructive action: the one modal dialog, Cancel focused first, Escape or Cancel
 * closes it and the focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // The safe choice has the focus: Enter on the dialog's arrival never suspends anyone.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} name="confirm-dialog" focusFirst={cancelRef} onCancel={onCancel}>
      <h2 id="confirm-dialog-title">{title}</h2>
      <div id="confirm-dialog-text">{children}</div>
      <div className="button-group">
        <button type="button" className="button button--warning" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
