import { useId, useState, type ReactNode } from 'react';
import { usePageTitle } from '@/components/page-title';
import { siteInfo } from '@/lib/site-info';
import '../content.css';

/**
 * Scratch Foursomes (spec §2): the heading and static text, and a Show Results / Hide Results link
 * that toggles the other-results view, which the page passes in.
 */
export function ScratchFoursomes({ results }: { results: ReactNode }) {
  usePageTitle('Scratch Foursomes');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <h1>{siteInfo.societyName} Scratch Foursomes up to 2017</h1>
      <div className="content__text">
        <p>
          Each season the Captain selects three teams to represent the society in the scratch foursomes
          competitions. Selection is based on handicap and on form at the Spring or Autumn Meetings, and for
          one of the matches there is a trial in February.
        </p>
        <p>The society enters three scratch team matches:</p>
        <ul>
          <li>
            <strong>The Halford Hewitt</strong>, the old boys’ foursomes played each spring at Royal Cinque
            Ports and Royal St George’s;
          </li>
          <li>
            <strong>The Grafton Morrish</strong>, for teams of six, played at Hunstanton and Royal West
            Norfolk;
          </li>
          <li>
            <strong>The Cyril Gray</strong>, for older golfers, with competitions for the over-55s, the
            over-65s and the over-75s.
          </li>
        </ul>
        <p>A single-figure handicap is generally needed to be selected.</p>
      </div>
      <p>
        <button
          type="button"
          className="link-button content__toggle"
          aria-expanded={open}
          aria-controls={`${id}-results`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide Results' : 'Show Results'}
        </button>
      </p>
      <div id={`${id}-results`} hidden={!open}>
        {open && results}
      </div>
    </>
  );
}
