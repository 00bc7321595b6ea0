import { useRef, useState } from 'react';
import type { FoursomesMatchAdmin } from '@shared/schemas/foursomes';
import { Banner } from '@/components/banner';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { useConfirm } from '@/components/use-confirm';
import { useFocusWhen } from '@/components/use-focus-when';
import { useDeleteFoursomesMatch } from '../api/delete-foursomes-match';
import { useFoursomesForEdit } from '../api/get-foursomes-for-edit';
import { FoursomesMatchForm } from './foursomes-match-form';

/** Admin: the scratch foursomes matches (year, event, opponent, result), added, edited and deleted. */
export function FoursomesAdminPanel() {
  const query = useFoursomesForEdit();
  const remove = useDeleteFoursomesMatch();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<FoursomesMatchAdmin | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  usePageTitle('Admin: Scratch Foursomes', message?.kind === 'error');
  useFocusWhen(messageRef, message);

  const onDelete = async (m: FoursomesMatchAdmin) => {
    const name = `${m.year} ${m.event}`;
    if (!(await confirm({ title: `Delete ${name}?`, confirmLabel: 'Yes, delete it' }))) return;
    remove.mutate(m.id, {
      onSuccess: () => {
        if (editing?.id === m.id) setEditing(null);
        setMessage({ kind: 'success', text: `Match deleted: ${name}` });
      },
      onError: (err) => setMessage({ kind: 'error', text: `Oops! ${err.message}` }),
    });
  };

  return (
    <div>
      {dialog}
      <h2>Scratch Foursomes</h2>
      <div ref={messageRef} tabIndex={-1}>
        {message && <Banner kind={message.kind} title={message.text} />}
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Banner kind="error" title="Oops! The matches could not be loaded">
          {query.error.message}
        </Banner>
      ) : query.data.length === 0 ? (
        <p>No scratch foursomes matches have been recorded yet. Add one below.</p>
      ) : (
        <table className="table table--stack">
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Event</th>
              <th scope="col">Opponent</th>
              <th scope="col">Result</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((m) => (
              <tr key={m.id}>
                <td data-label="Year">{m.year}</td>
                <td data-label="Event">{m.event}</td>
                <td data-label="Opponent">{m.opponent ?? '–'}</td>
                <td data-label="Result">{m.result ?? '–'}</td>
                <td data-label="" className="cell-actions">
                  <div className="button-group">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Edit ${m.year} ${m.event}`}
                      onClick={() => {
                        setMessage(null);
                        setEditing(m);
                        setFormKey((k) => k + 1);
                      }}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button button--warning button--small"
                      aria-label={`Delete ${m.year} ${m.event}`}
                      disabled={remove.isPending}
                      onClick={() => void onDelete(m)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <FoursomesMatchForm
        key={formKey}
        match={editing}
        onDone={(text) => {
          setEditing(null);
          setFormKey((k) => k + 1);
          setMessage(text ? { kind: 'success', text } : null);
        }}
      />
    </div>
  );
}
