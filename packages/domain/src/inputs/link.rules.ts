import { find } from 'linkifyjs';

/**
 * True when the text holds what a mail or SMS app would turn into a link: a web address (with or
 * without a scheme, by linkifyjs's list of top-level domains) or an email address. For the text a
 * stranger types that the app then sends on in its own messages (a name, an address).
 */
export const hasLink = (text: string): boolean => find(text).length > 0;
