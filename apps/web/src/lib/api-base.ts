/** Where the server's API is, on the app's own origin. */
export const API_BASE = '/v1';
