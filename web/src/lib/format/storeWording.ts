/** The one answer to "Lost your link?", shown by the store page and sent by the server, whether or not the address bought anything. */
export const LINK_SENT_MESSAGE = 'If that address bought a guide from us, a fresh download link is on its way to it.'
