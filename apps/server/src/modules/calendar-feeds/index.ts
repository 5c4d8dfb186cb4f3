/** The calendar-feeds module's public face: what other modules may use. */
export { calendarFeedDocumentRoutes, calendarFeedsRoutes } from './calendar-feeds.routes';
