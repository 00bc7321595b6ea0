import { useSearchParams } from 'react-router';
import {
  NO_CRITERIA_MESSAGE,
  NO_RESULTS_MESSAGE,
  SEARCH_FIELDS,
  SEARCH_FIELD_LABELS,
  hasCriteria,
  memberSearchQuerySchema,
  type MemberSearchCriteria,
  type SearchField,
} from '@shared/schemas/members';
import { Banner } from '@/components/banner';
import { TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { usePageParam } from '@/components/page-param';
import { QueryView } from '@/components/query-view';
import { useMemberSearch } from '../api/search-members';
import { MemberResults } from './member-results';
import '../members.css';

// Handicap keeps the full keyboard: a plus handicap is written +1.4.
const INPUT_MODE: Partial<Record<SearchField, 'numeric' | 'decimal'>> = {
  yearLeft: 'numeric',
};

// The search route's query, less the page (a new search starts at the first).
const criteriaSchema = memberSearchQuerySchema.omit({ page: true });
const noCriteria = () => Object.fromEntries(SEARCH_FIELDS.map((f) => [f, ''])) as Record<SearchField, string>;

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
  const [page, goToPage] = usePageParam();
  const search = useMemberSearch(criteria, page);
  const { form, summary, problem, setProblem, submit, field } = useSchemaForm(criteriaSchema, {
    title: 'Member Search',
    fields: SEARCH_FIELDS.map((f) => [f, `search-${f}`] as [SearchField, string]),
    defaultValues: Object.fromEntries(SEARCH_FIELDS.map((f) => [f, params.get(f) ?? ''])),
  });

  const clear = () => {
    form.reset(noCriteria());
    setProblem(null);
    summary.clear();
    setParams(new URLSearchParams());
  };

  return (
    <div className="member-search">
      <h1>Member Search</h1>
      <p className="member-search__intro">Enter Search Criteria and click Search</p>
      <SchemaForm
        label="Members"
        role="search"
        className="member-search__form"
        onSubmit={submit(async (values) => {
          // Spec §5: at least one criterion.
          if (!hasCriteria(values)) return setProblem(NO_CRITERIA_MESSAGE);
          const next = new URLSearchParams();
          for (const f of SEARCH_FIELDS) if (values[f]) next.set(f, values[f]);
          setParams(next);
        })}
        problem={problem}
        problemBanner={(text) => <Banner kind="error">{text}</Banner>}
        summary={summary}
        submitLabel="Search"
        pending={false}
        actions={
          <button type="button" className="button button--secondary" onClick={clear}>
            Clear
          </button>
        }
      >
        <div className="member-search__fields">
          {SEARCH_FIELDS.map((f) => (
            <TextField
              key={f}
              label={SEARCH_FIELD_LABELS[f]}
              inputMode={INPUT_MODE[f]}
              autoComplete="off"
              maxLength={100}
              {...field(f)}
            />
          ))}
        </div>
      </SchemaForm>

      <div aria-live="polite" aria-busy={search.isFetching}>
        {criteria !== null && (
          <QueryView query={search} loading="Searching..." failed="Sorry, the search did not work">
            {(result) =>
              result.total === 0 ? (
                <p className="member-search__none">{NO_RESULTS_MESSAGE}</p>
              ) : (
                <MemberResults result={result} onPage={goToPage} />
              )
            }
          </QueryView>
        )}
      </div>
    </div>
  );
}
