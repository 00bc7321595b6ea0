import { HomePanel } from '@/components/home-panel';
import { useLatestResults } from '../api/get-latest-results';
import '../latest-results.css';

/** The home page's Latest Results panel (spec §2): a description per item, newest first. */
export function LatestResults() {
  const query = useLatestResults();
  return (
    <HomePanel
      name="latest-results"
      heading="Latest Results"
      query={query}
      failed="The latest results could not be loaded just now."
      empty="No results have been posted yet."
    >
      {(results) => (
        <ul className="latest-results__list">
          {results.map((r) => (
            <li key={r.id}>{r.description}</li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}
