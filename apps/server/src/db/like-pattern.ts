/** A search term with LIKE's wildcards (and its escape character) taken literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, '\\$&');

/** A lower-cased LIKE pattern matching the term anywhere (for lower-cased search columns). */
export const containingLower = (term: string) => `%${escapeLike(term.toLowerCase())}%`;
