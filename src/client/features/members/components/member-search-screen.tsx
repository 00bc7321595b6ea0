import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  NO_CRITERIA_MESSAGE,
  NO_RESULTS_MESSAGE,
  SEARCH_FIELDS,
  SEARCH_FIELD_LABELS,
  hasCriteria,
  type MemberSearchCriteria,
  type SearchField,
} from '@shared/schemas/members';
import { Banner } from '@/components/banner';
import { TextField } from '@/components/form-fields';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { useFocusWhen } from '@/components/use-focus-when';
import { useMemberSearch } from '../api/search-members';
import { MemberResults } from './member-results';
import '../members.css';

// Handicap keeps the full keyboard: a plus handicap is written +1.4.
const INPUT_MODE: Partial<Record<SearchField, 'numeric' | 'decimal'>> = {
  yearLeft: 'numeric',
};

function criteriaFrom(params: URLSearchParams): MemberSearchCriteria | null {
  const c: MemberSearchCriteria = {};
  for (const f of SEARCH_FIELDS) {
    const v = params.get(f)?.trim();
    if (v) c[f] = v;
  }
  return hasCriteria(c) ? c : null;
}

/** Member Search (spec §2): the criteria, then the matching approved members, 50 to a page. */
export function MemberSearchScreen() {
  const [params, setParams] = useSearchParams();
  const criteria = criteriaFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [values, setValues] = useState<Record<SearchField, string>>(
    () =>
      Object.fromEntries(SEARCH_FIELDS.map((f) => [f, params.get(f) ?? ''])) as Record<SearchField, string>,
  );
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const search = useMemberSearch(criteria, page);
  usePageTitle('Member Search', error !== null);

  useFocusWhen(errorRef, error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!hasCriteria(values)) {
      setError(NO_CRITERIA_MESSAGE);
      return;
    }
    setError(null);
    const next = new URLSearchParams();
    for (const f of SEARCH_FIELDS) if (values[f].trim()) next.set(f, values[f].trim());
    setParams(next);
  };

  const clear = () => {
    setValues(Object.fromEntries(SEARCH_FIELDS.map((f) => [f, ''])) as Record<SearchField, string>);
    setError(null);
    setParams(new URLSearchParams());
  };

  const goToPage = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };

  return (
    <div className="member-search">
      <h1>Member Search</h1>
      <p className="member-search__intro">Enter Search Criteria and click Search</p>
      {error && (
        <div ref={errorRef} tabIndex={-1} className="member-search__error">
          <Banner kind="error">{error}</Banner>
        </div>
      )}
      <form className="member-search__form" onSubmit={submit} noValidate role="search" aria-label="Members">
        <div className="member-search__fields">
          {SEARCH_FIELDS.map((f) => (
            <TextField
              key={f}
              id={`search-${f}`}
              label={SEARCH_FIELD_LABELS[f]}
              name={f}
              value={values[f]}
              inputMode={INPUT_MODE[f]}
              autoComplete="off"
              maxLength={100}
              onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            />
          ))}
        </div>
        <div className="button-group">
          <button type="submit" className="button">
            Search
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            Clear
          </button>
        </div>
      </form>

      <div aria-live="polite" aria-busy={search.isFetching}>
        {criteria === null ? null : search.isPending ? (
          <Loading text="Searching..." />
        ) : search.isError ? (
          <Banner kind="error" title="Sorry, the search did not work">
            {search.error.message}
          </Banner>
        ) : search.data.total === 0 ? (
          <p className="member-search__none">{NO_RESULTS_MESSAGE}</p>
        ) : (
          <MemberResults result={search.data} onPage={goToPage} />
        )}
      </div>
    </div>
  );
}
