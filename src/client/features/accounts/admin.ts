/** The accounts feature's admin panel, on its own so the admin menu can load it lazily (no props). */
export { ApproveUsersPanel } from './components/approve-users-panel';
