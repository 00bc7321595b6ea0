export { CalendarFeedSection } from './components/calendar-feed-section';
