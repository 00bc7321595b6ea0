import { lazy } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { AdminArea } from './admin';

// The accounts feature's forms load with this screen only (the admin area's panels each load their own).
const EditMemberDetails = lazy(async () => ({
  default: (await import('@/features/accounts/edit-member')).EditMemberDetails,
}));

/**
 * /admin/members/{id}/edit: the secretary edits a member's Contact Details and Membership Details for him, under
 * the admin area's Members panel (features never import each other: the Members panel links here by address).
 */
export function Component() {
  const memberId = Number(useParams().id);
  if (!Number.isSafeInteger(memberId) || memberId < 1) return <Navigate to="/admin/members" replace />;
  return (
    <AdminArea panelKey="members" title="Admin: Edit member details">
      <EditMemberDetails memberId={memberId} backLink={<Link to="/admin/members">Back to Members</Link>} />
    </AdminArea>
  );
}
