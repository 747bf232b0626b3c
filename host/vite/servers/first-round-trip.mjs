// One definition of how much of a page comes in a new connection's first round trip, read by the
// build (compressed-copies.ts: which pages are compressed harder) and by the budgets
// (tests/tools/budgets.mjs: which pages must fit). Plain JavaScript so that both can import it.

/** A new connection's first round trip: ten TCP segments of 1,460 bytes. */
export const FIRST_ROUND_TRIP = 14600;

/**
 * The response headers of a page as the servers send it (deploy/), rounded up: 791 bytes measured
 * for /embed in Lighthouse, most of them the Content-Security-Policy.
 */
export const RESPONSE_HEADERS = 800;

/** The bytes of a page's compressed copy that still come in the first round trip with its headers. */
export const FIRST_ROUND_TRIP_BODY = FIRST_ROUND_TRIP - RESPONSE_HEADERS;
