import type { AvailabilityRow } from '@shared/schemas/competitions';
import { formatHandicap } from '@shared/handicaps';
import { controlProps } from '@/components/form-fields';
import { answerRank } from '../lib/availability-sort';
import type { Seat } from '../lib/pairings';

const GROUPS = ['Available', 'Reserve if short', 'Not answered', 'Unavailable'];

/** 'J. R. H. Smith (4.2)' */
const optionText = (r: AvailabilityRow) => {
  const h = formatHandicap(r.handicap);
  return h ? `${r.sheetName} (${h})` : r.sheetName;
};

/**
 * One seat of the side: a select of every eligible member, grouped by his answer (available first), each named as
 * the team sheet names him with his handicap. A member already in another seat is marked: choosing him moves him.
 */
export function SeatSelect({
  id,
  label,
  value,
  rows,
  placeOf,
  disabled,
  onChange,
}: {
  id: string;
  label: React.ReactNode;
  value: Seat;
  rows: AvailabilityRow[];
  /** Where a member sits now ('pair 2', 'reserve 1'), for the others' options. */
  placeOf: (memberId: number) => string | undefined;
  disabled: boolean;
  onChange: (memberId: Seat) => void;
}) {
  const groups = GROUPS.map((name, rank) => ({
    name,
    rows: rows.filter((r) => answerRank(r) === rank),
  })).filter((g) => g.rows.length > 0);
  return (
    <div className="field seat">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        className="select"
        {...controlProps(id)}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">No one yet</option>
        {groups.map((g) => (
          <optgroup key={g.name} label={g.name}>
            {g.rows.map((r) => {
              const at = r.memberId === value ? undefined : placeOf(r.memberId);
              return (
                <option key={r.memberId} value={r.memberId}>
                  {optionText(r)}
                  {at ? ` – now ${at}` : ''}
                </option>
              );
            })}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
