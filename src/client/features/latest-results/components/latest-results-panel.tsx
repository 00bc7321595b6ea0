import { QueryView } from '@/components/query-view';
import { useLatestResults } from '../api/get-latest-results';
import '../latest-results.css';

/** The home page's Latest Results panel (spec §2): a description per item, newest first. */
export function LatestResults() {
  const query = useLatestResults();
  return (
    <section className="panel latest-results" aria-labelledby="latest-results-heading">
      <h2 id="latest-results-heading">Latest Results</h2>
      <QueryView
        query={query}
        failed={() => <p>The latest results could not be loaded just now.</p>}
        empty={<p>No results have been posted yet.</p>}
      >
        {(results) => (
          <ul className="latest-results__list">
            {results.map((r) => (
              <li key={r.id}>{r.description}</li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
