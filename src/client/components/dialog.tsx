import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * The one modal dialog: a native <dialog> shown with showModal() (the page behind is inert), the focus put on
 * `focusFirst` when it opens and given back to what had it when it closes; Escape calls `onCancel`. `name` is its
 * class and names what labels it, `{name}-title`, and what describes it, `{name}-text` unless `describedBy` says.
 */
export function Dialog({
  open,
  name,
  describedBy = `${name}-text`,
  focusFirst,
  onCancel,
  children,
}: {
  open: boolean;
  name: string;
  describedBy?: string;
  focusFirst?: RefObject<HTMLElement | null>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  // Opened by a click: React runs the effects of a click before the browser paints, so the dialog opens, and takes
  // the focus, in that frame.
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      returnTo.current = document.activeElement;
      d.showModal();
      focusFirst?.current?.focus();
    }
    if (!open && d.open) {
      d.close();
      if (returnTo.current instanceof HTMLElement && returnTo.current.isConnected) returnTo.current.focus();
    }
  }, [open, focusFirst]);
  return (
    <dialog
      ref={ref}
      className={name}
      aria-labelledby={`${name}-title`}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      {open && children}
    </dialog>
  );
}
