import { siteInfo } from '@/lib/site-info';
import { useSearchParams } from 'react-router';
import { MeetingType, type MeetingTypeId } from '@shared/constants';
import { usePageDescription, usePageTitle } from '@/components/page-head';
import { MeetingResultsView } from './meeting-results-view';
import { OtherResultsView } from './other-results-view';
import { Tabs } from './tabs';
import '../results.css';

/** The spec's three named tabs first, then the sections it leaves without a tab (DESIGN.md departures). */
const SECTIONS: { key: string; label: string; meetingType: MeetingTypeId | null }[] = [
  { key: 'spring', label: 'Spring Meeting', meetingType: MeetingType.Spring },
  { key: 'autumn', label: 'Autumn Meeting', meetingType: MeetingType.Autumn },
  { key: 'seniors', label: 'Seniors Meeting', meetingType: MeetingType.Seniors },
  { key: 'society', label: 'Society Matches', meetingType: MeetingType.Society },
  { key: 'knockout', label: 'Knockout Meetings', meetingType: MeetingType.KO },
  { key: 'other', label: 'Other Results', meetingType: null },
];

/** Meeting Results (spec §2): one section visible at a time, Spring first; the tab is kept in the address. */
export function ResultsScreen() {
  usePageTitle('Meeting Results');
  usePageDescription(
    `Results of ${siteInfo.societyName}'s Spring, Autumn and Seniors Meetings, society matches and knockouts, year by year.`,
  );
  const [params, setParams] = useSearchParams();
  const section = SECTIONS.find((s) => s.key === params.get('tab')) ?? SECTIONS[0];
  return (
    <>
      <h1>Meeting Results</h1>
      <Tabs
        label="Results"
        tabs={SECTIONS}
        selected={section.key}
        onSelect={(key) => setParams(key === 'spring' ? {} : { tab: key }, { replace: true })}
        hrefOf={(key) => (key === 'spring' ? '/results' : `/results?tab=${key}`)}
      >
        {section.meetingType === null ? (
          <OtherResultsView />
        ) : (
          <MeetingResultsView key={section.key} meetingType={section.meetingType} />
        )}
      </Tabs>
    </>
  );
}
