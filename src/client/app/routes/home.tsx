import { usePageTitle } from '@/components/page-title';
import { UpcomingFixtures } from '@/features/fixtures/upcoming';
import { HomeImage, Welcome } from '@/features/home';
import { LatestResults } from '@/features/latest-results';

/** Home (spec §2): the image, Upcoming Fixtures, the welcome text and Latest Results; the footer is the layout's. */
export function Component() {
  usePageTitle('Home');
  return (
    <>
      <HomeImage />
      <div className="home__layout">
        <div className="home__upcoming">
          <UpcomingFixtures />
        </div>
        <div className="home__text">
          <Welcome />
        </div>
        <div className="home__latest">
          <LatestResults />
        </div>
      </div>
    </>
  );
}
