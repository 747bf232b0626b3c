import { findOrInstall } from './debian-program.mjs';

/**
 * The web servers the deployment tests serve the built site with (tests/e2e/servers.e2e.test.ts),
 * each installed from Debian when missing and we are root. Only their programs are used: the
 * tests run each with a configuration of their own, never the system's service.
 */

/** A finder for `name`: `variable` may name its executable, else the usual `candidates`, else Debian's package. */
const finder = (name, debianPackage, variable, candidates) => () =>
  findOrInstall({
    name,
    debianPackage,
    candidates: [process.env[variable], ...candidates],
    missing: `No ${name} found. Install it (on Debian or Ubuntu: sudo apt-get install ${debianPackage}) or set ${variable} to its executable.`,
  });

export const findNginx = finder('nginx', 'nginx-light', 'NGINX_PATH', ['/usr/sbin/nginx', '/usr/bin/nginx']);
export const findApache = finder('Apache', 'apache2', 'APACHE_PATH', ['/usr/sbin/apache2', '/usr/sbin/httpd']);
export const findCaddy = finder('Caddy', 'caddy', 'CADDY_PATH', ['/usr/bin/caddy', '/usr/local/bin/caddy']);

/** Where Apache's modules are (Debian's layout, or the folder beside a self-built httpd). */
export const APACHE_MODULES = process.env.APACHE_MODULES ?? '/usr/lib/apache2/modules';
