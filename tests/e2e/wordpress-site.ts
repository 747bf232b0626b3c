import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APACHE_MODULES, findApache } from '../tools/web-servers.mjs';
import { findApachePhpModule, findMariaDb, findTheme, findWordPress } from '../tools/wordpress.mjs';
import { freePort, run, type WebServer } from './web-servers';

/**
 * A real WordPress, as a university's department runs it: Debian's WordPress on MariaDB and
 * Apache with PHP, each started on a free loopback port with its own configuration and data
 * (never the system's services), installed as the installer's form does it. It reaches nothing
 * outside (WP_HTTP_BLOCK_EXTERNAL) and updates nothing itself; its administrator may upload plugins.
 */
// Found (or installed) as the test file loads: an installation takes longer than a test's setup may.
const wordPressFolder = findWordPress();
/** The themes the test shows posts in: WordPress 6.1's default (a block theme) and the one before it. */
export const THEMES = ['twentytwentythree', 'twentytwentyone'] as const;
for (const theme of THEMES) findTheme(theme);
const mariaDb = findMariaDb();
const apache = findApache();
const apachePhpModule = findApachePhpModule();

export const ADMIN = { user: 'admin', password: 'admin-password-for-tests' };

/** A folder the web server's workers (www-data, when we are root) may read. */
function sharedFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * MariaDB listens on its TCP port a moment before its socket takes connections (a CI run was
 * refused there under load): the first statement is retried for up to 15 s.
 */
async function createDatabase(client: string, socket: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      execFileSync(client, ['--no-defaults', `--socket=${socket}`, '-e', 'CREATE DATABASE wordpress'], {
        stdio: 'pipe',
      });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function startMariaDb(): Promise<WebServer & { port: number; socket: string; client: string }> {
  const { server, installDb, client } = mariaDb;
  const dir = sharedFolder('uni-mariadb-');
  const port = await freePort();
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  execFileSync(installDb, ['--no-defaults', `--datadir=${data}`, '--skip-test-db', ...asRoot], { stdio: 'pipe' });
  const log = join(dir, 'mariadb.log');
  const started = await run(
    'MariaDB',
    dir,
    port,
    server,
    [
      '--no-defaults',
      `--datadir=${data}`,
      `--socket=${join(dir, 'mariadb.sock')}`,
      `--pid-file=${join(dir, 'mariadb.pid')}`,
      `--log-error=${log}`,
      '--bind-address=127.0.0.1',
      `--port=${port}`,
      // Only this test connects, on loopback: WordPress's user needs no grant of its own.
      '--skip-grant-tables',
      ...asRoot,
    ],
    log,
  );
  await createDatabase(client, join(dir, 'mariadb.sock'));
  return { ...started, port, socket: join(dir, 'mariadb.sock'), client };
}

function wordPressConfig(databasePort: number): string {
  return `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', 'wordpress');
define('DB_HOST', '127.0.0.1:${databasePort}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = 'wp_';
define('WP_HTTP_BLOCK_EXTERNAL', true);
// An uploaded plugin is unpacked by PHP itself (the web server's user owns the folders it writes).
define('FS_METHOD', 'direct');
define('AUTOMATIC_UPDATER_DISABLED', true);
define('DISABLE_WP_CRON', true);
define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
}

async function startApacheWithPhp(documentRoot: string): Promise<WebServer> {
  const dir = sharedFolder('uni-wp-apache-');
  const port = await freePort();
  const log = join(dir, 'error.log');
  // mod_php needs the prefork MPM: PHP is not thread-safe.
  const modules = ['mpm_prefork', 'authz_core', 'mime', 'dir'];
  writeFileSync(
    join(dir, 'httpd.conf'),
    `ServerRoot ${dir}
Listen 127.0.0.1:${port}
PidFile ${dir}/httpd.pid
ErrorLog ${log}
${modules.map((name) => `LoadModule ${name}_module ${APACHE_MODULES}/mod_${name}.so`).join('\n')}
LoadModule php_module ${apachePhpModule}
TypesConfig /etc/mime.types
${process.getuid?.() === 0 ? 'User www-data\nGroup www-data' : ''}
ServerName 127.0.0.1:${port}
DocumentRoot ${documentRoot}
DirectoryIndex index.php
<Directory ${documentRoot}>
  Require all granted
</Directory>
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
`,
  );
  return run('Apache with PHP', dir, port, apache, ['-f', join(dir, 'httpd.conf'), '-DFOREGROUND'], log, true);
}

export interface WordPress extends WebServer {
  /** The WordPress folder (its plugins are in wp-content/plugins/). */
  root: string;
  /** Sets an option as WordPress stores it (`template` and `stylesheet` name the theme). */
  setOption(name: string, value: string): void;
}

/**
 * Apache's workers run as www-data when we are root (startApacheWithPhp). Hard-linked files are the
 * system's too: only the folders WordPress writes in, new folders of ours, become www-data's, never a file.
 */
function letWebServerWrite(folder: string): void {
  if (process.getuid?.() === 0) execFileSync('chown', ['www-data:www-data', folder]);
}

/** WordPress installed (no plugin yet) at `origin`. */
export async function startWordPress(): Promise<WordPress> {
  const database = await startMariaDb();
  const dir = sharedFolder('uni-wordpress-');
  const root = join(dir, 'wordpress');
  // Hard links: a copy of Debian's tree in no time, whose wp-config.php is ours.
  execFileSync('cp', ['-al', wordPressFolder, root]);
  unlinkSync(join(root, 'wp-config.php'));
  writeFileSync(join(root, 'wp-config.php'), wordPressConfig(database.port));
  letWebServerWrite(join(root, 'wp-content'));
  letWebServerWrite(join(root, 'wp-content/plugins'));
  const web = await startApacheWithPhp(root);
  const close = async () => {
    await web.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const installed = await fetch(`${web.origin}/wp-admin/install.php?step=2`, {
      method: 'POST',
      body: new URLSearchParams({
        weblog_title: 'Department of Physics',
        user_name: ADMIN.user,
        admin_password: ADMIN.password,
        admin_password2: ADMIN.password,
        pw_weak: '1',
        admin_email: 'admin@example.ac.in',
        blog_public: '0',
      }),
    });
    const page = await installed.text();
    if (!installed.ok || !page.includes('wp-login.php')) throw new Error(`WordPress did not install:\n${page}`);
  } catch (error) {
    await close();
    throw error;
  }
  const setOption = (name: string, value: string) =>
    execFileSync(database.client, [
      '--no-defaults',
      `--socket=${database.socket}`,
      'wordpress',
      '-e',
      `UPDATE wp_options SET option_value = '${value.replace(/'/g, "''")}' WHERE option_name = '${name.replace(/'/g, "''")}'`,
    ]);
  return { origin: web.origin, root, setOption, close };
}
