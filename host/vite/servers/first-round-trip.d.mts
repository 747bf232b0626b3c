/** Types for first-round-trip.mjs, which the TypeScript build imports. */
export declare const FIRST_ROUND_TRIP: number;
export declare const RESPONSE_HEADERS: number;
export declare const FIRST_ROUND_TRIP_BODY: number;
