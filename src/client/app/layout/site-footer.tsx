import { Link } from 'react-router';
import { siteInfo } from '@/lib/site-info';
import { londonYear } from '@shared/dates';

export function SiteFooter() {
  const year = londonYear();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p>
          © {year} {siteInfo.societyName}
        </p>
        <p>
          Contact us: <a href={`mailto:${siteInfo.contactEmail}`}>{siteInfo.contactEmail}</a>
        </p>
        <p>
          <Link to="/privacy">Privacy notice</Link>
        </p>
      </div>
    </footer>
  );
}
