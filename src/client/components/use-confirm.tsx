import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface Question {
  title: string;
  confirmLabel: string;
  body?: ReactNode;
}

/**
 * Asks in the one confirmation dialog and answers a promise: `if (!(await confirm({ … }))) return;`. Render the
 * returned `dialog` once in the component.
 */
export function useConfirm() {
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const confirm = useCallback(
    (q: Question) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setQuestion(q);
      }),
    [],
  );
  const close = (yes: boolean) => {
    setQuestion(null);
    answer.current(yes);
  };
  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ''}
      confirmLabel={question?.confirmLabel ?? ''}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    >
      {question?.body ?? <p>This cannot be undone.</p>}
    </ConfirmDialog>
  );
  return { confirm, dialog };
}
