/** The onboarding module's public face: what other modules may use. */
export { onboardingRoutes } from './onboarding.routes';
