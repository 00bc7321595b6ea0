import { useSearchParams } from 'react-router';
import { formatTimestamp } from '@shared/dates';
import { auditActionLabel, type AuditItem } from '@shared/schemas/audit';
import { Banner } from '@/components/banner';
import { SelectField } from '@/components/form-fields';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { useAuditActions, useAuditLog } from '../api/audit-log';
import { Pager } from '@/components/pager';
import '../admin-members.css';

/** Before and after as short readable text: 'status: approved → suspended'. */
function change(item: AuditItem): string {
  const parse = (s: string | null): Record<string, unknown> => {
    if (!s) return {};
    try {
      const v = JSON.parse(s);
      return v && typeof v === 'object' && !Array.isArray(v) ? v : { value: v };
    } catch {
      return { value: s };
    }
  };
  const before = parse(item.before);
  const after = parse(item.after);
  const show = (v: unknown) =>
    v === undefined || v === null ? '–' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((k) =>
      k in before && k in after
        ? `${k}: ${show(before[k])} → ${show(after[k])}`
        : `${k}: ${show(k in after ? after[k] : before[k])}`,
    )
    .join('; ');
}

/** Audit Log: who did what and when, newest first; filter by member (who acted or was acted on) and by kind. */
export function AuditLogPanel() {
  usePageTitle('Admin: Audit Log');
  const [params, setParams] = useSearchParams();
  const memberId = Number(params.get('memberId')) || null;
  const action = params.get('action') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useAuditLog({ memberId, action, page });
  const actions = useAuditActions();

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
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
      {log.isPending ? (
        <Loading />
      ) : log.isError ? (
        <Banner kind="error" title="Sorry, the audit log could not be loaded">
          {log.error.message}
        </Banner>
      ) : log.data.total === 0 ? (
        <p className="admin-empty">Nothing has been recorded yet</p>
      ) : (
        <>
          <table className="table table--stack admin-table">
            <caption>
              {log.data.total === 1 ? '1 change, newest first' : `${log.data.total} changes, newest first`}
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">About</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {log.data.items.map((i) => (
                <tr key={i.id}>
                  <td data-label="When">{formatTimestamp(i.createdAt)}</td>
                  <td data-label="Who">
                    {i.actorId && i.actorId !== memberId ? (
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
                    )}
                  </td>
                  <td data-label="What">{auditActionLabel(i.action)}</td>
                  <td data-label="About">
                    {i.entity === 'member' && i.entityId && i.entityId !== String(memberId) ? (
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
                      `${i.entity}${i.entityId ? ` ${i.entityId}` : ''}`
                    )}
                  </td>
                  <td data-label="Change" className="admin-table__change">
                    {change(i)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            label="Audit log pages"
            onPage={(p) => update({ page: String(p) })}
          />
        </>
      )}
    </div>
  );
}
