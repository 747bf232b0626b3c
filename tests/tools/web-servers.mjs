import { findOrInstall } from './debian-program.mjs';

/**
 * The web servers the deployment tests serve the built site with (tests/e2e/servers.e2e.test.ts),
 * each installed from Debian when missing and we are root. Only their programs are used: the
 * tests run each with a configuration of their own, never the system's service.
 */

export function findNginx() {
  return findOrInstall({
    name: 'nginx',
    debianPackage: 'nginx-light',
    candidates: [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'],
    missing:
      'No nginx found. Install one (on Debian or Ubuntu: sudo apt-get install nginx-light) or set NGINX_PATH to an nginx executable.',
  });
}

export function findApache() {
  return findOrInstall({
    name: 'Apache',
    debianPackage: 'apache2',
    candidates: [process.env.APACHE_PATH, '/usr/sbin/apache2', '/usr/sbin/httpd'],
    missing:
      'No Apache found. Install one (on Debian or Ubuntu: sudo apt-get install apache2) or set APACHE_PATH to its executable.',
  });
}

export function findCaddy() {
  return findOrInstall({
    name: 'Caddy',
    debianPackage: 'caddy',
    candidates: [process.env.CADDY_PATH, '/usr/bin/caddy', '/usr/local/bin/caddy'],
    missing:
      'No Caddy found. Install it (on Debian or Ubuntu: sudo apt-get install caddy) or set CADDY_PATH to its executable.',
  });
}

/** Where Apache's modules are (Debian's layout, or the folder beside a self-built httpd). */
export const APACHE_MODULES = process.env.APACHE_MODULES ?? '/usr/lib/apache2/modules';
