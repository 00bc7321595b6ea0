export { AnnouncementsPanel } from './components/announcements-panel';
