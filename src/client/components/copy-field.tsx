import { useRef, useState } from 'react';
import type { Notice } from '@/components/banner';
import { TextField } from '@/components/form-fields';
import { copyText } from '@/lib/copy-text';

/**
 * A value the member copies (with CopyField): `copy` puts it on the clipboard and sets `notice` to the `copied`
 * or the `failed` message; the caller shows the notice where it belongs.
 */
export function useCopyField(value: string, { copied, failed }: { copied: string; failed: string }) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const copy = async () => {
    const ok = await copyText(value, fieldRef.current);
    setNotice(ok ? { kind: 'success', children: copied } : { kind: 'error', children: failed });
  };
  return { fieldRef, value, notice, setNotice, copy };
}

/** The value in a read-only field (selected when focused) and its Copy button. */
export function CopyField({
  copying,
  id,
  label,
  className,
  buttonLabel,
  secondary = false,
  onCopy,
}: {
  copying: ReturnType<typeof useCopyField>;
  id: string;
  label: string;
  className: string;
  buttonLabel: string;
  secondary?: boolean;
  /** Runs as the button is pressed, before the copy. */
  onCopy?: () => void;
}) {
  return (
    <>
      <TextField
        ref={copying.fieldRef}
        id={id}
        label={label}
        readOnly
        value={copying.value}
        className={className}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="button-group">
        <button
          type="button"
          className={secondary ? 'button button--secondary' : 'button'}
          onClick={() => {
            onCopy?.();
            void copying.copy();
          }}
        >
          {buttonLabel}
        </button>
      </div>
    </>
  );
}
