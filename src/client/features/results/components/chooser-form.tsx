import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The dropdowns of a results view, in a form that asks the server for the page again (GET, to the same address)
 * when JavaScript is off: the page then arrives rendered with the choice made. With JavaScript the dropdowns
 * choose in place and the Show button is hidden (results.css). `keep` names the address's values the choice leaves as they
 * are (the tab).
 */
export function ChooserForm({ keep, children }: { keep: string[]; children: ReactNode }) {
  const [params] = useSearchParams();
  return (
    <form className="results__choosers" method="get" onSubmit={(e) => e.preventDefault()}>
      {keep.map((name) => {
        const value = params.get(name);
        return value === null ? null : <input key={name} type="hidden" name={name} value={value} />;
      })}
      {children}
      <button type="submit" className="button button--secondary results__show">
        Show
      </button>
    </form>
  );
}

/** A whole number the address gives (?name=), or undefined. */
export function useNumberParam(name: string): number | undefined {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isInteger(value) && params.get(name) !== null ? value : undefined;
}
