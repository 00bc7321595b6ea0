import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Banner } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { FirstAdministratorForm } from '@/features/accounts/setup';
import { SettingsPanel } from '@/features/settings/admin';

/**
 * /setup/{token}, the address a start with no administrator prints (decision 0063; the server lets only a usable
 * one through to this screen). First the secretary becomes the administrator and is signed in; then the society's
 * settings, with the administrator's own settings screen; then on to the admin area.
 */
export function Component() {
  const { token = '' } = useParams();
  const [created, setCreated] = useState(false);
  return (
    <>
      <h1>Set up the site</h1>
      {created ? (
        <>
          <FocusRegion focusOn={created}>
            <Banner kind="success" title="You are the administrator, and signed in">
              <p>2. Now the society: its name, contact address, subscription and bank details.</p>
            </Banner>
          </FocusRegion>
          <SettingsPanel />
          <h2>3. Done</h2>
          <p>
            Members who register wait for your approval under <Link to="/approveusers">Approve Users</Link>.
            Fixtures, results and everything else are in the <Link to="/admin">admin area</Link>.
          </p>
        </>
      ) : (
        <>
          <p>
            Two steps: you become the site&apos;s first administrator, then you give the society&apos;s
            details. This address works once, within the hour after the site started.
          </p>
          <FirstAdministratorForm token={token} onCreated={() => setCreated(true)} />
        </>
      )}
    </>
  );
}
