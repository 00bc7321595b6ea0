import { Link } from 'react-router';
import { siteInfo } from '@/lib/site-info';
import { useSiteSettings } from '@/lib/site-settings';
import { HeaderAccount } from './header-account';
import { NavMenu } from './nav-menu';

export function SiteHeader() {
  const settings = useSiteSettings();
  const name = settings?.societyName ?? siteInfo.societyName;
  // The short name, where the administrator gave one of its own, stands for the name on a phone.
  const short = settings && settings.shortName !== name ? settings.shortName : undefined;
  return (
    <header className="header">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="header__bar container">
        <Link to="/home" className="header__brand">
          <img
            src={settings?.crestUrl ?? '/crest.svg'}
            alt=""
            width="44"
            height="53"
            className="header__crest"
          />
          {short ? (
            <span className="header__name">
              <span className="header__name-full">{name}</span>
              <span className="header__name-short">{short}</span>
            </span>
          ) : (
            <span className="header__name">{name}</span>
          )}
        </Link>
        <HeaderAccount />
      </div>
      <div className="header__nav">
        <div className="container">
          <NavMenu />
        </div>
      </div>
    </header>
  );
}
