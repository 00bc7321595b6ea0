import { useState } from 'react';
import { formatTimestamp } from '@shared/dates';
import { Banner } from '@/components/banner';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { useLatestResultsForEdit } from '../api/get-latest-results-for-edit';
import { useDeleteLatestResult } from '../api/delete-latest-result';
import '../latest-results.css';

/** Edit Latest Results (spec §2 admin area): Description, Created On and a Delete button per row. */
export function EditLatestResultsPanel() {
  usePageTitle('Admin: Edit Latest Results');
  const query = useLatestResultsForEdit();
  const remove = useDeleteLatestResult();
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const onDelete = (id: number, description: string) => {
    setMessage(null);
    remove.mutate(id, {
      onSuccess: () => setMessage({ kind: 'success', text: `Deleted: ${description}` }),
      onError: (err) => setMessage({ kind: 'error', text: `Oops! ${err.message}` }),
    });
  };

  return (
    <div>
      <h2>Latest Results</h2>
      {message && <Banner kind={message.kind} title={message.text} />}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Banner kind="error" title="Oops! The latest results could not be loaded">
          {query.error.message}
        </Banner>
      ) : query.data.length === 0 ? (
        <p>There are no latest results. Add one with Add Latest Result.</p>
      ) : (
        <table className="table table--stack stack-block">
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Created On</th>
              <th scope="col">
                <span className="visually-hidden">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((r) => (
              <tr key={r.id}>
                <td data-label="Description">{r.description}</td>
                <td data-label="Created On">{formatTimestamp(r.createdDate)}</td>
                <td data-label="" className="cell-actions">
                  <button
                    type="button"
                    className="button button--warning button--small"
                    aria-label={`Delete ${r.description}`}
                    disabled={remove.isPending && remove.variables === r.id}
                    onClick={() => onDelete(r.id, r.description)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
