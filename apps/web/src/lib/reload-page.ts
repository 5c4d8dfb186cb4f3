/**
 * Reloads the page (Refresh after maintenance or for a new version). Called through this object so
 * tests can replace it: jsdom's location cannot be stubbed.
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
