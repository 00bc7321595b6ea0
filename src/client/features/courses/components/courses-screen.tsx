import { siteInfo } from '@/lib/site-info';
import { QueryView } from '@/components/query-view';
import { usePageDescription, usePageTitle } from '@/components/page-head';
import { useCourses } from '../api/get-courses';
import '../courses.css';
import { LongWords } from '@/components/long-words';

/** The address without its scheme, as a short readable link text. */
export const siteLabel = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** Courses (spec §2): heading, intro, and a table of Club, Website (new tab) and Top 100. */
export function CoursesScreen() {
  usePageTitle('Courses');
  usePageDescription(
    `The golf courses ${siteInfo.societyName} plays, with the top 100 courses marked and a link to each club.`,
  );
  const query = useCourses();
  return (
    <>
      <h1>The Golf Courses We Play</h1>
      <p className="courses__intro">
        The society plays at some of the finest courses in the country, mostly in southern England. Many of
        them appear in the rankings of the top 100 courses in Great Britain and Ireland.
      </p>
      <QueryView
        query={query}
        failed="Oops! The courses could not be loaded"
        empty={<p>No courses have been listed yet.</p>}
      >
        {(courses) => (
          <table className="table table--stack stack-block courses-table">
            <caption className="visually-hidden">The golf courses we play</caption>
            <thead>
              <tr>
                <th scope="col">Club</th>
                <th scope="col">Website</th>
                <th scope="col">Top 100</th>
              </tr>
            </thead>
            <tbody>
              {courses.map((c) => (
                <tr key={c.id}>
                  <td data-label="Club" className="courses-table__club">
                    <LongWords text={c.club} />
                  </td>
                  <td data-label="Website">
                    {c.website ? (
                      <a href={c.website} target="_blank" rel="noopener">
                        {siteLabel(c.website)}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td data-label="Top 100">{c.top100 ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </>
  );
}
