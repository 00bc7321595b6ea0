import { Link } from 'react-router';
import { siteInfo } from '@/lib/site-info';
import { useSiteSettings } from '@/lib/site-settings';
import { HeaderAccount } from './header-account';
import { NavMenu } from './nav-menu';

export function SiteHeader() {
  const settings = useSiteSettings();
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
          <span className="header__name">{settings?.societyName ?? siteInfo.societyName}</span>
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
