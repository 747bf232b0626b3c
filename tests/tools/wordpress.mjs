import { findOrInstall } from './debian-program.mjs';

/**
 * What the WordPress test runs (tests/e2e/wordpress.e2e.test.ts), each from Debian's packages,
 * installed when missing and we are root: WordPress itself, its two default themes, MariaDB, and PHP
 * inside Apache.
 * Only the programs are used: the test runs each with a configuration and data of its own.
 */
const find = (name, debianPackage, candidates) =>
  findOrInstall({
    name,
    debianPackage,
    candidates,
    missing: `No ${name} found. Install it (on Debian or Ubuntu: sudo apt-get install ${debianPackage}).`,
  });

export function findWordPress() {
  return find('WordPress', 'wordpress', ['/usr/share/wordpress/wp-settings.php']).replace(/\/wp-settings\.php$/, '');
}

export function findMariaDb() {
  find("PHP's MySQL extension", 'php-mysql', ['/etc/php/8.2/mods-available/mysqli.ini']);
  return {
    server: find('MariaDB', 'mariadb-server', ['/usr/sbin/mariadbd']),
    installDb: find('MariaDB', 'mariadb-server', ['/usr/bin/mariadb-install-db']),
    client: find('the MariaDB client', 'mariadb-client', ['/usr/bin/mariadb']),
  };
}

export function findApachePhpModule() {
  return find("Apache's PHP module", 'libapache2-mod-php', ['/usr/lib/apache2/modules/libphp8.2.so']);
}

/** A default theme from Debian's package (`twentytwentyone`): its folder in WordPress's themes. */
export function findTheme(slug) {
  return find(`the ${slug} theme`, `wordpress-theme-${slug}`, [
    `/usr/share/wordpress/wp-content/themes/${slug}/style.css`,
  ]).replace(/\/style\.css$/, '');
}
