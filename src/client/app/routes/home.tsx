import { siteInfo } from '@/lib/site-info';
import { usePageDescription, usePageTitle } from '@/components/page-head';
import { UpcomingFixtures } from '@/features/fixtures/upcoming';
import { HomeImage, Welcome } from '@/features/home';
import { LatestResults } from '@/features/latest-results';

/**
 * Home (spec §2): the image, the welcome text, Upcoming Fixtures and Latest Results; the footer is the layout's.
 * The welcome comes first on a phone; at desktop width the fixtures and results stand beside it.
 */
export function Component() {
  usePageTitle('Home');
  usePageDescription(
    `${siteInfo.societyName}: golf days at fine courses in southern England for the school's old boys. Fixtures, results and news.`,
  );
  return (
    <>
      <HomeImage />
      <div className="home__layout">
        <div className="home__text">
          <Welcome />
        </div>
        <div className="home__upcoming">
          <UpcomingFixtures />
        </div>
        <div className="home__latest">
          <LatestResults />
        </div>
      </div>
    </>
  );
}
