/** Admin panel, a separate entry so members' pages do not load it. */
export { CompetitionsAdminPanel } from './components/competitions-admin-panel';
