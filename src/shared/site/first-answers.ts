/**
 * The id of the element of a page's HTML that holds the answers to its first API requests, given
 * in advance by the server (JSON keyed by API address; the web app's API client takes them).
 */
export const FIRST_ANSWERS_ID = 'bw-first-answers';
