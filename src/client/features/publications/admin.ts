/** Admin panel, a separate entry so members' pages do not load it. */
export { PublicationsAdminPanel } from './components/publications-admin-panel';
