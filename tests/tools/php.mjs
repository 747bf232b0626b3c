import { findOrInstall } from './debian-program.mjs';

/** The PHP command line, for the WordPress plugin's tests (installed from Debian when missing and we are root). */
export function findPhp() {
  return findOrInstall({
    name: 'PHP',
    debianPackage: 'php-cli',
    candidates: [process.env.PHP_PATH, '/usr/bin/php', '/usr/local/bin/php'],
    missing:
      'No PHP found. Install it (on Debian or Ubuntu: sudo apt-get install php-cli) or set PHP_PATH to its executable.',
  });
}
