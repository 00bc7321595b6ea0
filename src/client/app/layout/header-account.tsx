import { NavLink } from 'react-router';
import { useUser } from '@/features/accounts/api/get-user';
import { useAuth } from '@/lib/auth';

/** Who is signed in, with their own items (My Profile, Logout), at the right of the header. */
export function HeaderAccount() {
  const { userId } = useAuth();
  if (userId === null) return null;
  return <SignedIn userId={userId} />;
}

function SignedIn({ userId }: { userId: number }) {
  const user = useUser(userId);
  const name = user.data ? `${user.data.firstName} ${user.data.lastName}` : null;
  return (
    <nav className="header-account" aria-label="Account">
      {name && <span className="header-account__name">Signed in as {name}</span>}
      <ul className="header-account__list">
        <li>
          <NavLink to="/myprofile" className="header-account__link">
            My Profile
          </NavLink>
        </li>
        <li>
          <NavLink to="/logout" className="header-account__link">
            Logout
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
