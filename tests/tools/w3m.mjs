import { programFinder } from './debian-program.mjs';

/**
 * The text browser the readability tests dump pages with (tests/e2e/readable-without-shadow-dom.e2e.test.ts):
 * it knows neither scripts nor shadow DOM, as a crawler, a reader mode or a feature phone's proxy.
 * Installed from Debian's "w3m" when missing and we are root.
 */
export const findW3m = programFinder('w3m', 'w3m', 'W3M_PATH', ['/usr/bin/w3m', '/usr/local/bin/w3m']);
