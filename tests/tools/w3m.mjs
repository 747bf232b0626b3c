import { findOrInstall } from './debian-program.mjs';

/**
 * The text browser the readability tests dump pages with (tests/e2e/readable-without-shadow-dom.e2e.test.ts):
 * it knows neither scripts nor shadow DOM, as a crawler, a reader mode or a feature phone's proxy.
 * Installed from Debian's "w3m" when missing and we are root.
 */
export function findW3m() {
  return findOrInstall({
    name: 'w3m',
    debianPackage: 'w3m',
    candidates: [process.env.W3M_PATH, '/usr/bin/w3m', '/usr/local/bin/w3m'],
    missing:
      'No w3m found. Install one (on Debian or Ubuntu: sudo apt-get install w3m) or set W3M_PATH to a w3m executable.',
  });
}
