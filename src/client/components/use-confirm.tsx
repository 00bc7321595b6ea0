import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface Question {
  title: string;
  confirmLabel: string;
  body?: ReactNode;
  /**
   * What Yes does, with the dialog still open and its button busy: the dialog closes when it is done, or stays open
   * when it answers false (a wrong password, said in the body). It reports its own failures. Without it, Yes closes
   * the dialog at once. Whatever the screen says of the outcome is set once `confirm` has answered, so the dialog
   * has closed (and let go of the focus) before the outcome takes it.
   */
  act?: () => Promise<boolean | void>;
}

/** Lets a question's body keep Yes disabled while it is still finding out what to say (see useHoldConfirm). */
const HoldContext = createContext<(hold: boolean) => void>(() => {});

/** Inside a question's body: Yes stays disabled while `hold` (the body is still asking the server). */
export function useHoldConfirm(hold: boolean) {
  const setHold = useContext(HoldContext);
  useEffect(() => {
    setHold(hold);
    return () => setHold(false);
  }, [hold, setHold]);
}

/**
 * The one way to ask before a change: the one confirmation dialog, answering a promise:
 * `if (!(await confirm({ … }))) return;`. Render the returned `dialog` once in the component.
 */
export function useConfirm() {
  const [question, setQuestion] = useState<Question | null>(null);
  const [busy, setBusy] = useState(false);
  const [hold, setHold] = useState(false);
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
  const yes = async () => {
    if (question?.act) {
      setBusy(true);
      try {
        if ((await question.act()) === false) return;
      } finally {
        setBusy(false);
      }
    }
    close(true);
  };
  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ''}
      confirmLabel={question?.confirmLabel ?? ''}
      busy={busy || hold}
      onConfirm={() => void yes()}
      onCancel={() => close(false)}
    >
      <HoldContext.Provider value={setHold}>
        {question?.body ?? <p>This cannot be undone.</p>}
      </HoldContext.Provider>
    </ConfirmDialog>
  );
  return { confirm, dialog };
}
