import { usePageTitle } from '@/components/page-head';
import { siteInfo } from '@/lib/site-info';

/** Spec §2 /emailconfirmed. */
export function EmailConfirmedScreen() {
  usePageTitle('Email Address Confirmed');
  return (
    <>
      <h1>Email Address Confirmed</h1>
      <p>
        Thank you for confirming your email address. When your membership has been approved you will receive
        an email. You will then be able to login as a full member
      </p>
    </>
  );
}

/** Spec §2 /emailnotconfirmed, with the Contact Us link to CONTACT_EMAIL (DESIGN.md 'Fixed details'). */
export function EmailNotConfirmedScreen() {
  usePageTitle('Email Address Not Confirmed');
  return (
    <>
      <h1>Email Address Not Confirmed</h1>
      <p>Unfortunately your email address could not be verified. Please contact the administrator</p>
      <p>
        <a href={`mailto:${siteInfo.contactEmail}`}>Contact Us</a>
      </p>
    </>
  );
}
