import { useRef, useState } from 'react';
import { formatPence } from '@shared/money';
import { formatFixtureDate } from '@shared/dates';
import { balancesQuerySchema, type BalanceRow, type PreviewLine } from '@shared/schemas/money';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { LongWords } from '@/components/long-words';
import { useFindMembers } from '../api/find-members';

const searchSchema = balancesQuerySchema.pick({ search: true });

const owes = (pence: number) =>
  pence > 0 ? `owes ${formatPence(pence)}` : pence < 0 ? `${formatPence(-pence)} in credit` : 'owes nothing';

/**
 * Whose payment a statement line is: a search of the members by name or payment reference, each found member
 * with a button to choose them (a dialog, so it works alike on a phone and a desktop, with no dragging).
 */
export function MemberPicker({
  line,
  onChoose,
  onCancel,
}: {
  line: PreviewLine | null;
  onChoose: (member: BalanceRow) => void;
  onCancel: () => void;
}) {
  const searchRef = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog
      open={line !== null}
      name="member-picker"
      describedBy="member-picker-line"
      focusFirst={searchRef}
      onCancel={onCancel}
    >
      {line && <PickerBody line={line} searchRef={searchRef} onChoose={onChoose} onCancel={onCancel} />}
    </Dialog>
  );
}

function PickerBody({
  line,
  searchRef,
  onChoose,
  onCancel,
}: {
  line: PreviewLine;
  searchRef: React.RefObject<HTMLInputElement | null>;
  onChoose: (member: BalanceRow) => void;
  onCancel: () => void;
}) {
  const [search, setSearch] = useState('');
  const found = useFindMembers(search);
  const { summary, problem, submit, field } = useSchemaForm(searchSchema, {
    title: 'Admin: Import Bank Statement',
    fields: [['search', 'member-picker-search']],
    defaultValues: { search: '' },
  });
  const { ref, ...searchField } = field('search');
  const rows = found.data?.items ?? [];
  return (
    <>
      <h2 id="member-picker-title">Whose payment is this?</h2>
      <p id="member-picker-line">
        <strong>{formatPence(line.amountPence)}</strong> on {formatFixtureDate(line.date)}:{' '}
        <LongWords text={line.description} />
      </p>
      <SchemaForm
        label="Find a member"
        role="search"
        onSubmit={submit(async (v) => setSearch(v.search ?? ''))}
        problem={problem}
        summary={summary}
        submitLabel="Search"
        pending={found.isFetching}
        pendingLabel="Searching"
      >
        <TextField
          label="Name or payment reference"
          maxLength={100}
          autoComplete="off"
          {...searchField}
          ref={(el) => {
            ref(el);
            searchRef.current = el;
          }}
        />
      </SchemaForm>
      {found.error && <p className="field__error">{found.error.message}</p>}
      {search && found.data && (
        <div aria-live="polite">
          {rows.length === 0 ? (
            <p>No member matches ‘{search}’.</p>
          ) : (
            <ul className="member-picker__found" aria-label="Members found">
              {rows.map((m) => (
                <li key={m.memberId}>
                  <span>
                    <strong>
                      <LongWords text={m.name} />
                    </strong>{' '}
                    {m.paymentReference} · {owes(m.balancePence)}
                  </span>
                  <button type="button" className="button button--secondary" onClick={() => onChoose(m)}>
                    Choose<span className="visually-hidden"> {m.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="button-group">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
