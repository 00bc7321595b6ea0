import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-head';
import { siteInfo } from '@/lib/site-info';

/** The privacy notice (UK GDPR): who holds what, why, for how long, and how to ask about it. */
export function PrivacyScreen() {
  usePageTitle('Privacy notice');
  const society = siteInfo.societyName;
  const contact = siteInfo.contactEmail;
  return (
    <>
      <h1>Privacy notice</h1>
      <div className="content__text">
        <p>
          The {society} runs this website for its members. The society is responsible for the personal data
          held here.
        </p>
        <h2>What we hold</h2>
        <ul>
          <li>your name, title, e-mail address, phone numbers and postal address;</li>
          <li>the year you left school, your house, handicap, home club and county;</li>
          <li>the golf days you enter, and the subscriptions you have paid;</li>
          <li>your password (only in a form that cannot be turned back into it), and when you signed in;</li>
          <li>your privacy choices, and when you accepted this notice;</li>
          <li>a log of what administrators change on your account.</li>
        </ul>
        <h2>Why</h2>
        <p>
          To run the society: to organise golf days and teams, to keep the society&rsquo;s accounts and
          records, and so that members can find each other. Members see each other&rsquo;s names and golfing
          details in Member Search; in My Profile you choose whether you are listed there and whether your
          e-mail address is shown. When you enter a golf day, or its managers add you to it, the
          fixture&rsquo;s managers see your e-mail address and mobile number, whatever you chose for Member
          Search.
        </p>
        <h2>For how long</h2>
        <ul>
          <li>While you are a member, and until you delete your account.</li>
          <li>
            A registration whose e-mail address is never confirmed is deleted after{' '}
            {siteInfo.unconfirmedRetentionDays} days.
          </li>
          <li>
            Results keep the names of the players as they were written, as part of the society&rsquo;s
            history.
          </li>
        </ul>
        <h2>Your rights</h2>
        <p>
          In <Link to="/myprofile">My Profile</Link> you can correct your details, download a copy of
          everything held about you, and delete your account. For anything else, or to complain, write to the
          society at <a href={`mailto:${contact}`}>{contact}</a>. You may also complain to the Information
          Commissioner&rsquo;s Office (ico.org.uk).
        </p>
      </div>
    </>
  );
}
