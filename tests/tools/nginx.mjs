import { findOrInstall } from './debian-program.mjs';

/**
 * The system nginx the header tests serve the built site with (tests/e2e/nginx-headers.e2e.test.ts),
 * installed from Debian's "nginx-light" when missing and we are root. Only the binary is used:
 * the tests run it with a configuration of their own, never the system's service.
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
