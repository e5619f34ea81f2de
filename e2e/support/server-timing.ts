/** How often the e2e server copies new messages to message search, in seconds (5 in service). */
export const SEARCH_INDEX_SECONDS = 1;
