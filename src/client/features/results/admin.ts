/** Admin panels, a separate entry so visitors' pages do not load them. */
export { MeetingResultsAdminPanel } from './components/meeting-results-admin';
export { OtherResultsAdminPanel } from './components/other-results-admin';
