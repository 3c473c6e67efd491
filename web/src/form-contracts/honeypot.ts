/**
 * The hidden field only bots fill in. A name browsers do not autofill (unlike "website" or
 * "company"), so real visitors never trip it.
 */
export const HONEYPOT_FIELD = 'fax'
