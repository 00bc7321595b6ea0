import { siteInfo } from '@/lib/site-info';
import { useSearchParams } from 'react-router';
import { RESULT_TABS, resultTabPath } from '@shared/result-tabs';
import { usePageDescription, usePagePath, usePageTitle } from '@/components/page-head';
import { MeetingResultsView } from './meeting-results-view';
import { OtherResultsView } from './other-results-view';
import { Tabs } from '@/components/tabs';
import '../results.css';

/** Meeting Results (spec §2): one section visible at a time, Spring first; the tab is kept in the address. */
export function ResultsScreen() {
  usePageTitle('Meeting Results');
  usePageDescription(
    `Results of ${siteInfo.societyName}'s Spring, Autumn and Seniors Meetings, society matches and knockouts, year by year.`,
  );
  const [params, setParams] = useSearchParams();
  const section = RESULT_TABS.find((s) => s.key === params.get('tab')) ?? RESULT_TABS[0];
  usePagePath(resultTabPath(section.key));
  return (
    <>
      <h1>Meeting Results</h1>
      <Tabs
        label="Results"
        tabs={RESULT_TABS}
        selected={section.key}
        onSelect={(key) => setParams(key === 'spring' ? {} : { tab: key }, { replace: true })}
        hrefOf={resultTabPath}
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
