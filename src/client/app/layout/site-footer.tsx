import { Link } from 'react-router';
import { siteInfo } from '@/lib/site-info';
import { useSiteSettings } from '@/lib/site-settings';
import { londonYear } from '@shared/dates';

export function SiteFooter() {
  const year = londonYear();
  const settings = useSiteSettings();
  const name = settings?.societyName ?? siteInfo.societyName;
  const contact = settings?.contactEmail ?? siteInfo.contactEmail;
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p>
          © {year} {name}
        </p>
        <p>
          Contact us: <a href={`mailto:${contact}`}>{contact}</a>
        </p>
        <p>
          <Link to="/privacy">Privacy notice</Link>
        </p>
      </div>
    </footer>
  );
}
