import { formatPence } from '@shared/money';
import { formatFixtureDate } from '@shared/dates';
import type { PreviewLine, StatementPreview } from '@shared/schemas/money';
import { ActionButton } from '@/components/action-button';
import { AdminTable } from '@/components/admin-list/admin-table';
import { CheckboxField } from '@/components/form-fields';
import { LongWords } from '@/components/long-words';
import { countOf, reasonText, statementTotals, type Choices } from '../lib/selection';

type Read = Extract<StatementPreview, { recognised: true }>;

/**
 * The credits of a statement read: the figures, then each line with its member and why, a tick to record it or
 * not, a button to choose (or change) its member, and the button that records the ticked lines.
 */
export function StatementLines({
  preview,
  choices,
  busy,
  onTick,
  onPick,
  onRecord,
}: {
  preview: Read;
  choices: Choices;
  busy: boolean;
  onTick: (line: PreviewLine, include: boolean) => void;
  onPick: (line: PreviewLine) => void;
  onRecord: () => void;
}) {
  const { lines, layout, debitsIgnored, unreadRows } = preview;
  const totals = statementTotals(lines, choices);
  return (
    <div className="statement-lines">
      <h3>The statement</h3>
      <p>
        Read as {layout}: {countOf(totals.lines, 'payment')} in
        {debitsIgnored > 0 && <>; {countOf(debitsIgnored, 'payment')} out, which are not imported</>}.
      </p>
      {unreadRows.length > 0 && (
        <p>
          {unreadRows.length === 1 ? 'Row' : 'Rows'} {unreadRows.slice(0, 10).join(', ')}
          {unreadRows.length > 10 && ' and more'} of the file could not be read as a date and an amount, and{' '}
          {unreadRows.length === 1 ? 'is' : 'are'} left out.
        </p>
      )}
      <dl className="statement-lines__totals">
        <div>
          <dt>Payments in</dt>
          <dd>{totals.lines}</dd>
        </div>
        <div>
          <dt>Already imported</dt>
          <dd>{totals.alreadyImported}</dd>
        </div>
        <div>
          <dt>With a member</dt>
          <dd>{totals.matched}</dd>
        </div>
        <div>
          <dt>To record</dt>
          <dd>
            {totals.toRecord} ({formatPence(totals.toRecordPence)})
          </dd>
        </div>
      </dl>
      <AdminTable
        rows={lines.map((l) => ({ ...l, id: l.lineId }))}
        empty="The statement has no payments in."
        caption="Payments in, oldest first"
        className="statement-lines__table"
        rowClassName={(l) => (l.alreadyImported ? 'statement-line--done' : undefined)}
        columns={[
          { label: 'Date', cell: (l) => formatFixtureDate(l.date) },
          { label: 'Description', className: 'cell-wrap', cell: (l) => l.description },
          { label: 'Amount', cell: (l) => formatPence(l.amountPence) },
          { label: 'Member', cell: (l) => <MemberCell line={l} choices={choices} /> },
          {
            label: 'Record',
            actions: true,
            cell: (l, i) => (
              <RecordCell line={l} index={i} choices={choices} busy={busy} onTick={onTick} onPick={onPick} />
            ),
          },
        ]}
      />
      <ActionButton
        onClick={onRecord}
        pending={busy}
        pendingLabel="Recording the payments"
        disabled={totals.toRecord === 0}
      >
        Record {countOf(totals.toRecord, 'payment')}
      </ActionButton>
    </div>
  );
}

function MemberCell({ line, choices }: { line: PreviewLine; choices: Choices }) {
  const choice = choices[line.lineId];
  if (line.alreadyImported)
    return (
      <>
        <strong>Already imported</strong>
        {line.match && <span className="statement-line__why">{line.match.name}</span>}
      </>
    );
  return (
    <>
      {choice ? (
        <>
          <LongWords text={choice.name} />
          <span className="statement-line__why">{reasonText(choice.reason)}</span>
        </>
      ) : (
        <span className="statement-line__none">No member found</span>
      )}
      {line.note && <span className="statement-line__note">{line.note}</span>}
    </>
  );
}

function RecordCell({
  line,
  index,
  choices,
  busy,
  onTick,
  onPick,
}: {
  line: PreviewLine;
  index: number;
  choices: Choices;
  busy: boolean;
  onTick: (line: PreviewLine, include: boolean) => void;
  onPick: (line: PreviewLine) => void;
}) {
  if (line.alreadyImported) return null;
  const choice = choices[line.lineId];
  const what = `${formatPence(line.amountPence)} on ${formatFixtureDate(line.date)}`;
  return (
    <div className="statement-line__actions">
      {choice && (
        <CheckboxField
          id={`record-line-${index + 1}`}
          label={
            <>
              Record<span className="visually-hidden"> {what}</span>
            </>
          }
          checked={choice.include}
          disabled={busy}
          onChange={(e) => onTick(line, e.currentTarget.checked)}
        />
      )}
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => onPick(line)}>
        {choice ? 'Change member' : 'Choose member'}
        <span className="visually-hidden"> for {what}</span>
      </button>
    </div>
  );
}
