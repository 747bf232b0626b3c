/**
 * The day it is in India now, YYYY-MM-DD: the day the build publishes by (notices expire on
 * it) and the day a page edited on the desk was last updated, wherever the machine's clock is set.
 */
export const indiaToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(new Date());
