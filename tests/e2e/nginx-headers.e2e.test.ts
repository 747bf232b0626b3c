import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexFolder } from '../../host/build/search-index-plugin';
import { siteHeaders } from '../../host/build/security-headers';
import { findNginx } from '../tools/nginx.mjs';
import { kitTags, startSite, type Site } from './site';

/**
 * The site's headers on every kind of answer, from a real nginx configured with
 * exactly the deployment guide's nginx block and from `npm start`'s preview server: pages,
 * the kit, the frame pages, the feeds, the search index, 404s inside and outside
 * the site's folders, and redirects asked for with a forged Host.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(root, 'dist');
/**
 * A Host naming someone else's site. (A name under localhost: for others, Vite's preview
 * answers 403 before the site's code, a guard against DNS rebinding; a test below.)
 */
const FORGED_HOST = 'evil.localhost';
/** Every request comes from a page on another origin, as the kit's, a feed's or the index's do (Vite's own CORS would answer it). */
const OTHER_ORIGIN = 'http://127.0.0.1:9';

/** The deployment guide's nginx block, as a reader copies it into a server block. */
function readmeNginxBlock(): string {
  const block = /^```nginx\n([\s\S]*?)\n```$/m.exec(
    readFileSync(join(root, 'docs/administrators/deployment.md'), 'utf8'),
  );
  if (!block) throw new Error('docs/administrators/deployment.md has no ```nginx block');
  return block[1]!;
}

function freePort(): Promise<number> {
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

interface Nginx {
  origin: string;
  close: () => Promise<void>;
}

/**
 * nginx as its own process, with its own configuration in a temporary folder: the
 * deployment guide's block inside a server block that serves dist/ on a free loopback port.
 */
async function startNginx(): Promise<Nginx> {
  const nginx = findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'uni-nginx-'));
  const port = await freePort();
  const errorLog = join(dir, 'error.log');
  const config = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog};
${process.getuid?.() === 0 ? '# as root, workers would be "nobody", who may not read dist/\nuser root;' : ''}
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${DIST};
${readmeNginxBlock()}
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', errorLog], {
    stdio: 'ignore',
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.on('exit', () => ((exited = true), resolve())));
  const failure = () => new Error(`nginx did not start:\n${readFileSync(errorLog, 'utf8')}`);
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (exited || Date.now() > deadline) throw failure();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      if (!exited) process.kill(child.pid!, 'SIGTERM');
      await exit;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A GET from a page of OTHER_ORIGIN, with a Host of our choosing (fetch will not send one). */
function get(origin: string, path: string, host?: string): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  const headers = { Origin: OTHER_ORIGIN, ...(host ? { Host: host } : {}) };
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Kind = 'page' | 'frame' | 'cross-origin';
interface Case {
  path: string;
  /** Whose headers the answer has. */
  kind: Kind;
  /** One status for both servers, or each one's. */
  status: number | { nginx: number; preview: number };
  host?: string;
}

const tag = kitTags(root)[0]!;
const chunk = readdirSync(join(DIST, 'widgets/chunks'))[0]!;
const shard = readdirSync(join(DIST, searchIndexFolder('en')))[0]!;
// A folder asked for without its slash: nginx redirects to the path with it (with the forged Host
// echoed, unless told not to); the preview server has no page there.
const redirected = { nginx: 301, preview: 404 };
const cases: Case[] = [
  { path: '/', kind: 'page', status: 200 },
  { path: '/about', kind: 'page', status: 200 },
  { path: '/search?q=admission', kind: 'page', status: 200 },
  { path: '/widgets/index.js', kind: 'cross-origin', status: 200 },
  { path: `/widgets/chunks/${chunk}`, kind: 'cross-origin', status: 200 },
  { path: '/widgets/custom-elements.json', kind: 'cross-origin', status: 200 },
  { path: `/embed/frame/${tag}`, kind: 'frame', status: 200 },
  { path: '/feeds/news.json', kind: 'cross-origin', status: 200 },
  { path: '/mr/feeds/events.json', kind: 'cross-origin', status: 200 },
  { path: `/search/en/${shard}`, kind: 'cross-origin', status: 200 },
  { path: '/no/such/thing', kind: 'page', status: 404 },
  { path: '/about/no-such-page', kind: 'page', status: 404 },
  { path: '/embed/frame/uni-no-such-widget', kind: 'page', status: 404 },
  { path: '/demo', kind: 'page', status: redirected, host: FORGED_HOST },
  { path: '/embed/frame', kind: 'page', status: redirected, host: FORGED_HOST },
];

const HEADER_NAMES = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Access-Control-Allow-Origin',
];

let nginx: Nginx;
let site: Site;
beforeAll(async () => {
  // Installs nginx first when it is missing and we are root (tests/tools/nginx.mjs).
  nginx = await startNginx();
  site = await startSite();
}, 600_000);
afterAll(async () => {
  await nginx?.close();
  await site?.close();
});

const { page, frame, crossOrigin } = siteHeaders(readFileSync(join(DIST, 'index.html'), 'utf8'));
const expectedHeaders: Record<Kind, Record<string, string>> = {
  page,
  frame,
  'cross-origin': { ...page, ...crossOrigin },
};

describe.each([
  ['nginx', 'nginx with the README block', () => nginx.origin],
  ['preview', 'the preview server (npm start)', () => site.url('')],
] as const)('%s: %s', (server, _name, origin) => {
  it.each(cases)('$path ($kind)', async ({ path, kind, status, host }) => {
    const answer = await get(origin(), path, host);
    expect(answer.status).toBe(typeof status === 'number' ? status : status[server]);
    // Every answer is under the policy; only the frame pages may be framed by other sites;
    // only the kit, the feeds and the search index may be read by them.
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(csp).toContain(kind === 'frame' ? 'frame-ancestors *;' : "frame-ancestors 'self';");
    expect(answer.headers['x-frame-options']).toBe(kind === 'frame' ? undefined : 'SAMEORIGIN');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['access-control-allow-origin']).toBe(kind === 'cross-origin' ? '*' : undefined);
    // Exactly the one definition's values, each once (node joins repeated headers with a comma).
    const expected = expectedHeaders[kind];
    for (const name of HEADER_NAMES) expect(answer.headers[name.toLowerCase()], name).toBe(expected[name]);
    // A redirect goes to a path of this site, never to a name the request gave.
    expect(answer.headers.location ?? '/').toMatch(/^\/(?!\/)/);
    expect(answer.headers.location ?? '').not.toContain(FORGED_HOST);
  });
});

describe('the preview server and a Host it does not know', () => {
  it("refuses it before the site answers (Vite's guard against DNS rebinding), redirecting nowhere", async () => {
    const answer = await get(site.url(''), '/demo', 'evil.example');
    expect(answer.status).toBe(403);
    expect(answer.headers.location).toBeUndefined();
  });
});
