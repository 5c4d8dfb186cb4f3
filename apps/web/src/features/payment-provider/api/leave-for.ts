/**
 * Sends the browser to another site (Stripe's authorize page). Called through this object so tests
 * can replace it: jsdom's location cannot be stubbed.
 */
export const leaveFor = {
  go(url: string): void {
    window.location.assign(url);
  },
};
