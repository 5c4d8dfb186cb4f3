/** The feedback feature's public face: what other features may use. */
export { FeedbackDialog } from './components/feedback-dialog';
