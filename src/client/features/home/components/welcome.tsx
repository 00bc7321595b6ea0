import { SimpleText } from '@/components/simple-text';
import { siteInfo } from '@/lib/site-info';
import { useSiteSettings } from '@/lib/site-settings';
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

/** The home page's welcome text (spec §1): the society's, as its settings say, with its links. */
export function Welcome() {
  const settings = useSiteSettings();
  return (
    <section className="home__welcome" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">Welcome to the {settings?.societyName ?? siteInfo.societyName}</h1>
      {settings && <SimpleText text={settings.welcomeText} />}
    </section>
  );
}
