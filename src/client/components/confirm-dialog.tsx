import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The one way to confirm a destructive action: a native modal <dialog>, Cancel focused first, Escape or Cancel
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
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Element | null>(null);
  // Opened by a click: React runs the effects of a click before the browser paints, so the dialog opens, and takes
  // the focus, in that frame.
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      returnTo.current = document.activeElement;
      d.showModal();
      // The safe choice has the focus: Enter on the dialog's arrival never suspends anyone.
      cancelRef.current?.focus();
    }
    if (!open && d.open) {
      d.close();
      if (returnTo.current instanceof HTMLElement && returnTo.current.isConnected) returnTo.current.focus();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
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
        </>
      )}
    </dialog>
  );
}
