/** The feedback module's public face: what other modules may use. */
export { feedbackRoutes } from './feedback.routes';
