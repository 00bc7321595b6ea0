import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ToggleLink } from '@/components/toggle-link';
import { usePageDescription, usePageTitle } from '@/components/page-head';
import { SimpleText } from '@/components/simple-text';
import { siteInfo } from '@/lib/site-info';
import { useSiteSettings } from '@/lib/site-settings';

/**
 * Scratch Foursomes (spec §2): the heading and static text, and a Show Results / Hide Results link
 * that toggles the other-results view, which the page passes in.
 */
export function ScratchFoursomes({ results }: { results: ReactNode }) {
  usePageTitle('Scratch Foursomes');
  usePageDescription(
    `${siteInfo.societyName} in the scratch foursomes: the Halford Hewitt, the Grafton Morrish and the Cyril Gray, with past results.`,
  );
  const settings = useSiteSettings();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get('results') === 'shown');
  const id = useId();
  return (
    <>
      <h1>{settings?.societyName ?? siteInfo.societyName} Scratch Foursomes up to 2017</h1>
      <div className="content__text">{settings && <SimpleText text={settings.foursomesText} />}</div>
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
