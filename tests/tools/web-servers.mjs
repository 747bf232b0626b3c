import { programFinder } from './debian-program.mjs';

/**
 * The web servers the deployment tests serve the built site with (tests/e2e/servers.e2e.test.ts),
 * each installed from Debian when missing and we are root. Only their programs are used: the
 * tests run each with a configuration of their own, never the system's service.
 */

export const findNginx = programFinder('nginx', 'nginx-light', 'NGINX_PATH', ['/usr/sbin/nginx', '/usr/bin/nginx']);
export const findApache = programFinder('Apache', 'apache2', 'APACHE_PATH', ['/usr/sbin/apache2', '/usr/sbin/httpd']);
export const findCaddy = programFinder('Caddy', 'caddy', 'CADDY_PATH', ['/usr/bin/caddy', '/usr/local/bin/caddy']);

/** Where Apache's modules are (Debian's layout, or the folder beside a self-built httpd). */
export const APACHE_MODULES = process.env.APACHE_MODULES ?? '/usr/lib/apache2/modules';
