/** Admin panel, a separate entry so visitors' pages do not load it. */
export { CoursesAdminPanel } from './components/courses-admin-panel';
