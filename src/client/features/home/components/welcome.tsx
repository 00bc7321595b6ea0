import { Link } from 'react-router';
import { siteInfo } from '@/lib/site-info';
import '../home.css';

/** The home page's picture. */
export function HomeImage() {
  return (
    <img
      className="home__image"
      src="/images/home.svg"
      alt="A green and flag on a heathland golf course at evening"
      width={1200}
      height={400}
    />
  );
}

/** The home page's welcome text (spec §1), with its links to /courses and /fixtures. */
export function Welcome() {
  return (
    <section className="home__welcome" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">Welcome to the {siteInfo.societyName}</h1>
      <p>
        The society organises golf days through the year at prestigious courses, mostly in southern England,
        many of them among the top 100 courses. You can see the <Link to="/courses">courses we play</Link>.
      </p>
      <p>Our events fall into three categories:</p>
      <ul>
        <li>friendly matches against other schools’ old boys;</li>
        <li>old boys only events: the Spring, Autumn and Seniors meetings;</li>
        <li>scratch representative matches.</li>
      </ul>
      <p>
        Please see the <Link to="/fixtures">fixture list</Link> and register your interest.
      </p>
    </section>
  );
}
