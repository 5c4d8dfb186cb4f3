/** The account feature's public face: what other features may use. */
export { ChangePasswordForm } from './components/change-password-form';
