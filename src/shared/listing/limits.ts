// The limits every product list shares (catalogue, ammunition, and any list added later). The
// server's query schemas refuse what lies outside them, and the web app's URL readers clamp to
// them, so a URL the app writes never earns a 400.

/** Items on one page unless the client asks otherwise: 20 per page. */
export const LIST_PAGE_SIZE = 20;
/** The largest page a client may ask for. */
export const MAX_LIST_PAGE_SIZE = 100;
/** The highest page number accepted. */
export const MAX_LIST_PAGE = 10_000;
/** The most values one list parameter (`brand=a,b,c`) may hold. */
export const MAX_LIST_VALUES = 20;
/** The longest single value of a list parameter, and the longest search text. */
export const MAX_LIST_TEXT = 100;
/** The highest price a price filter accepts, in dollars. */
export const MAX_LIST_PRICE = 10_000_000;
