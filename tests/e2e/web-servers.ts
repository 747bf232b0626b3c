import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APACHE_MODULES, findApache, findCaddy, findNginx } from '../tools/web-servers.mjs';

/**
 * nginx, Apache and Caddy, each as its own process on a free loopback port, serving dist/ with
 * the configuration an administrator copies from deploy/, wrapped in the least a server needs
 * (a listening address, the root folder), as the deployment guide shows.
 */
export interface WebServer {
  origin: string;
  close: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

/**
 * Runs `program args` until it accepts on `port`; its log (a file, or what it printed) explains a failure.
 * `ownProcessGroup` is for Apache's prefork MPM, which stops by signalling its whole process group (the tests too).
 */
export async function run(
  name: string,
  dir: string,
  port: number,
  program: string,
  args: string[],
  log: string,
  ownProcessGroup = false,
) {
  const child: ChildProcess = spawn(program, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOME: dir },
    detached: ownProcessGroup,
  });
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.on('exit', () => ((exited = true), resolve())));
  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (exited || Date.now() > deadline) {
      const written = existsSync(log) ? readFileSync(log, 'utf8') : '';
      if (!exited) child.kill('SIGKILL');
      throw new Error(`${name} did not start:\n${written}${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      if (!exited) child.kill('SIGTERM');
      await exit;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** nginx with deploy/nginx.conf included in its server block. */
export async function startNginx(dist: string, include: string): Promise<WebServer> {
  const dir = mkdtempSync(join(tmpdir(), 'uni-nginx-'));
  const port = await freePort();
  const log = join(dir, 'error.log');
  // The include names mime.types relative to the configuration's folder, as on an installed nginx.
  symlinkSync('/etc/nginx/mime.types', join(dir, 'mime.types'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${log};
${process.getuid?.() === 0 ? '# as root, workers would be "nobody", who may not read dist/\nuser root;' : ''}
events { worker_connections 64; }
http {
  include mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dist};
    include ${include};
  }
}
`,
  );
  return run('nginx', dir, port, findNginx(), ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', log], log);
}

/** Apache with deploy/apache.conf included in its virtual host. */
export async function startApache(dist: string, include: string): Promise<WebServer> {
  const dir = mkdtempSync(join(tmpdir(), 'uni-apache-'));
  const port = await freePort();
  const log = join(dir, 'error.log');
  const modules = ['mpm_event', 'authz_core', 'mime', 'dir', 'headers', 'rewrite', 'filter', 'deflate'];
  writeFileSync(
    join(dir, 'httpd.conf'),
    `ServerRoot ${dir}
Listen 127.0.0.1:${port}
PidFile ${dir}/httpd.pid
ErrorLog ${log}
${modules.map((name) => `LoadModule ${name}_module ${APACHE_MODULES}/mod_${name}.so`).join('\n')}
TypesConfig /etc/mime.types
${process.getuid?.() === 0 ? '# Apache refuses to serve as root: its workers run as www-data\nUser www-data\nGroup www-data' : ''}
ServerName 127.0.0.1:${port}
<VirtualHost 127.0.0.1:${port}>
  ServerName 127.0.0.1:${port}
  DocumentRoot ${dist}
  <Directory ${dist}>
    Require all granted
  </Directory>
  Include ${include}
</VirtualHost>
`,
  );
  return run('Apache', dir, port, findApache(), ['-f', join(dir, 'httpd.conf'), '-DFOREGROUND'], log);
}

/** Caddy with deploy/Caddyfile imported in its site block. */
export async function startCaddy(dist: string, include: string): Promise<WebServer> {
  const dir = mkdtempSync(join(tmpdir(), 'uni-caddy-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'Caddyfile'),
    `{
\tadmin off
\tauto_https off
\tstorage file_system ${dir}/data
}
http://127.0.0.1:${port} {
\troot * ${dist}
\timport ${include}
}
`,
  );
  return run(
    'Caddy',
    dir,
    port,
    findCaddy(),
    ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'],
    '',
  );
}
