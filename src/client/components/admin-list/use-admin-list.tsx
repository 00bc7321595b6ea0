import { useState } from 'react';
import { usePageTitle } from '@/components/page-head';
import { useConfirm } from '@/components/use-confirm';
import type { Notice } from '@/components/banner';
import type { Column } from './admin-table';
import type { Direction } from '@/components/move-buttons';
import { RowActions } from './row-actions';

/** The callbacks a change reports to (a TanStack mutation's `mutate` takes them as its options). */
export interface Outcome {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/**
 * The state of an admin list-and-edit panel: the banner of the last change (the page title starts 'Error:' while
 * it reports a failure), the row open in the form (`formKey` gives a fresh form each time), and deleting a row
 * after the one confirmation dialog. `actions()` is the table's Edit / Delete column.
 */
export function useAdminList<T extends { id: number }>({
  title,
  name,
  deleted,
  question = (n) => `Delete ${n}?`,
  remove,
}: {
  title: string;
  /** Names a row in its buttons ('Edit {name}'), its dialog and the banner. */
  name: (row: T) => string;
  /** The banner after a delete: '{deleted}: {name}'. */
  deleted: string;
  /** The dialog's question; null deletes without asking (Edit Latest Results, as the spec has it). */
  question?: ((name: string) => string) | null;
  /** Deletes the row, reporting to the callbacks. */
  remove: (row: T, outcome: Outcome) => void;
}) {
  const [message, setMessage] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { confirm, dialog } = useConfirm();
  usePageTitle(title, message?.kind === 'error');

  const fail = (error: Error) => setMessage({ kind: 'error', title: `Oops! ${error.message}` });
  /** Runs a change: the banner clears, then says `success` (and `after` runs) or 'Oops! {the reason}'. */
  const run = (start: (outcome: Outcome) => void, success: string, after?: () => void) => {
    setMessage(null);
    start({
      onSuccess: () => {
        setMessage({ kind: 'success', title: success });
        after?.();
      },
      onError: fail,
    });
  };
  const ask = (q: string) => confirm({ title: q, confirmLabel: 'Yes, delete it' });
  const onDelete = async (row: T) => {
    const n = name(row);
    if (question && !(await ask(question(n)))) return;
    run(
      (outcome) => remove(row, outcome),
      `${deleted}: ${n}`,
      () => setEditing((e) => (e?.id === row.id ? null : e)),
    );
  };
  /** Opens the row in the form. */
  const edit = (row: T) => {
    setMessage(null);
    setEditing(row);
    setFormKey((k) => k + 1);
  };
  /** A fresh, empty form; the banner stays. */
  const close = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };

  return {
    message,
    setMessage,
    dialog,
    editing,
    formKey,
    fail,
    run,
    ask,
    close,
    edit,
    /** The form is done: saved (the banner says `text`) or cancelled (null). */
    done: (text: string | null) => {
      close();
      setMessage(text ? { kind: 'success', title: text } : null);
    },
    /** The table's last column: Edit (unless not `editable`), Up and Down where `move` says, and Delete. */
    actions: ({
      label = 'Actions',
      editable = true,
      busy,
      move,
    }: {
      label?: string;
      editable?: boolean;
      busy?: (row: T) => boolean;
      move?: (
        row: T,
        index: number,
      ) => { up: boolean; down: boolean; onMove: (d: Direction) => void } | undefined;
    } = {}): Column<T> => ({
      label,
      actions: true,
      cell: (row, i) => (
        <RowActions
          name={name(row)}
          onEdit={editable ? () => edit(row) : undefined}
          move={move?.(row, i)}
          busy={busy?.(row)}
          onDelete={() => void onDelete(row)}
        />
      ),
    }),
  };
}

export type AdminList<T extends { id: number }> = ReturnType<typeof useAdminList<T>>;
