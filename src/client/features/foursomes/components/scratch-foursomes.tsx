import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ToggleLink } from '@/components/toggle-link';
import { usePageDescription, usePageTitle } from '@/components/page-head';
import { siteInfo } from '@/lib/site-info';

/**
 * Scratch Foursomes (spec §2): the heading and static text, and a Show Results / Hide Results link
 * that toggles the other-results view, which the page passes in.
 */
export function ScratchFoursomes({ results }: { results: ReactNode }) {
  usePageTitle('Scratch Foursomes');
  usePageDescription(
    `${siteInfo.societyName} in the scratch foursomes: the Halford Hewitt, the Grafton Morrish and the Cyril Gray, with past results.`,
  );
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get('results') === 'shown');
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
        <ToggleLink
          href={open ? '/foursomes' : '/foursomes?results=shown'}
          open={open}
          controls={`${id}-results`}
          onToggle={() => setOpen((o) => !o)}
          className="link-button content__toggle"
        >
          {open ? 'Hide Results' : 'Show Results'}
        </ToggleLink>
      </p>
      <div id={`${id}-results`} hidden={!open}>
        {open && results}
      </div>
    </>
  );
}
