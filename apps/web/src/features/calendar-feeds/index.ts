/** The calendar-feeds feature's public face: what other features may use. */
export { MyCalendarFeed } from './components/my-calendar-feed';
