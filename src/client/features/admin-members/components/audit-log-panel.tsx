import { useSearchParams } from 'react-router';
import { formatTimestamp } from '@shared/dates';
import { auditActionLabel, auditChange, auditEntityLabel, auditWhat } from '@shared/audit-labels';
import type { AuditItem } from '@shared/schemas/audit';
import { PagedTable } from '@/components/admin-list/paged-table';
import { SelectField } from '@/components/form-fields';
import { usePageTitle } from '@/components/page-head';
import { usePageParam, withPage } from '@/components/page-param';
import { useAuditActions, useAuditLog } from '../api/audit-log';
import '../admin-members.css';

/** Audit Log: who did what and when, newest first; filter by member (who acted or was acted on) and by kind. */
export function AuditLogPanel() {
  usePageTitle('Admin: Audit Log');
  const [params, setParams] = useSearchParams();
  const memberId = Number(params.get('memberId')) || null;
  const action = params.get('action') ?? '';
  const [page, setPage] = usePageParam();
  const log = useAuditLog({ memberId, action, page });
  const actions = useAuditActions();

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    // Another filter starts at the first page.
    setParams(withPage(next, 1));
  };

  const memberName =
    memberId && log.data
      ? log.data.items
          .map((i) =>
            i.actorId === memberId
              ? i.actorName
              : i.entity === 'member' && i.entityId === String(memberId)
                ? i.subjectName
                : null,
          )
          .find(Boolean)
      : null;

  return (
    <div className="audit-log">
      <h2>Audit Log</h2>
      <div className="admin-filter">
        <SelectField
          id="audit-action"
          label="Kind of change"
          options={(actions.data ?? []).map((a) => ({ value: a, label: auditActionLabel(a) }))}
          placeholder="All kinds"
          value={action}
          onChange={(e) => update({ action: e.target.value || null })}
        />
      </div>
      {memberId && (
        <p className="audit-log__member">
          Showing only changes made by or to <strong>{memberName ?? `member ${memberId}`}</strong>.{' '}
          <button type="button" className="link-button" onClick={() => update({ memberId: null })}>
            Show everyone
          </button>
        </p>
      )}
      <PagedTable
        page={log.data}
        count={(n) => (n === 1 ? '1 change, newest first' : `${n} changes, newest first`)}
        pagerLabel="Audit log pages"
        onPage={setPage}
        error={log.error}
        errorTitle="Sorry, the audit log could not be loaded"
        empty="Nothing has been recorded yet"
        columns={[
          { label: 'When', cell: (i) => formatTimestamp(i.createdAt) },
          {
            label: 'Who',
            cell: (i) =>
              i.actorId && i.actorId !== memberId ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => update({ memberId: String(i.actorId) })}
                >
                  {i.actorName ?? `Member ${i.actorId}`}
                  <span className="visually-hidden">: show only their changes</span>
                </button>
              ) : (
                (i.actorName ?? 'The system')
              ),
          },
          { label: 'What', cell: (i) => auditWhat(i.action, i.entity) },
          {
            label: 'About',
            cell: (i) =>
              i.entity === 'member' && i.entityId && i.entityId !== String(memberId) ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => update({ memberId: i.entityId })}
                >
                  {i.subjectName ?? `Member ${i.entityId}`}
                  <span className="visually-hidden">: show only changes about them</span>
                </button>
              ) : i.entity === 'member' ? (
                (i.subjectName ?? `Member ${i.entityId}`)
              ) : (
                about(i)
              ),
          },
          { label: 'Change', cell: (i) => auditChange(i.before, i.after, i.names), className: 'cell-wrap' },
        ]}
      />
    </div>
  );
}

/** 'Fixture: v Old Tonbridgians'; by its number only when nothing names it. */
function about(i: AuditItem): string {
  const kind = auditEntityLabel(i.entity);
  if (i.entityName) return `${kind}: ${i.entityName}`;
  return i.entityId ? `${kind} ${i.entityId}` : kind;
}
