import { programFinder } from './debian-program.mjs';

/** The PHP command line, for the WordPress plugin's tests (installed from Debian when missing and we are root). */
export const findPhp = programFinder('PHP', 'php-cli', 'PHP_PATH', ['/usr/bin/php', '/usr/local/bin/php']);
