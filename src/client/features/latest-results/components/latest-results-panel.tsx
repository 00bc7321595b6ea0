import { Loading } from '@/components/loading';
import { useLatestResults } from '../api/get-latest-results';
import '../latest-results.css';

/** The home page's Latest Results panel (spec §2): a description per item, newest first. */
export function LatestResults() {
  const query = useLatestResults();
  return (
    <section className="panel latest-results" aria-labelledby="latest-results-heading">
      <h2 id="latest-results-heading">Latest Results</h2>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <p>The latest results could not be loaded just now.</p>
      ) : query.data.length === 0 ? (
        <p>No results have been posted yet.</p>
      ) : (
        <ul className="latest-results__list">
          {query.data.map((r) => (
            <li key={r.id}>{r.description}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
