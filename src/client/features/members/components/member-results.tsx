import { Pager } from '@/components/pager';
import { formatHandicap } from '@shared/handicaps';
import type { MemberSearchResult } from '@shared/schemas/members';

const COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Year Left',
  'School House',
  'Club',
  'Handicap',
  'County',
];

/** The results table (spec §2): its header is hidden at 625 px or less, each cell still labelled. */
export function MemberResults({
  result,
  onPage,
}: {
  result: MemberSearchResult;
  onPage: (page: number, options?: { replace?: boolean }) => void;
}) {
  const { items, total, page, pageSize } = result;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = from + items.length - 1;
  const summary =
    total === 1
      ? '1 member found'
      : pages > 1
        ? `${total} members found, showing ${from} to ${to}`
        : `${total} members found`;
  return (
    <>
      <table className="table member-results">
        <caption>{summary}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((m) => {
            const cells = [
              m.firstName,
              m.lastName,
              // No link for a hidden address, nor for a member without e-mail (decision 0042).
              m.email ? (
                <a key="email" href={`mailto:${m.email}`}>
                  {m.email}
                </a>
              ) : (
                ''
              ),
              m.yearLeft ?? '',
              m.schoolHouse ?? '',
              m.homeClub ?? '',
              formatHandicap(m.handicap),
              m.county ?? '',
            ];
            return (
              <tr key={m.email}>
                {cells.map((cell, i) => (
                  <td key={COLUMNS[i]} data-label={COLUMNS[i]}>
                    {cell}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <Pager page={page} pageSize={pageSize} total={total} label="Result pages" onPage={onPage} />
    </>
  );
}
