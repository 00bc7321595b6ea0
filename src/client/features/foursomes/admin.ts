/** Admin panel, a separate entry so visitors' pages do not load it. */
export { FoursomesAdminPanel } from './components/foursomes-admin-panel';
