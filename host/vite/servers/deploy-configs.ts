import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScripts } from '../assets/inline-script-plugin.ts';
import { siteHeaders } from './security-headers.ts';
import { apacheConfig } from './apache.ts';
import { caddyConfig } from './caddy.ts';
import { nginxConfig } from './nginx.ts';
import { redirectsFile } from './redirects.ts';

/**
 * The servers' configurations, kept in deploy/ for administrators (`npm run deploy-configs`
 * writes them; a unit test fails when they are stale) and written into dist/ by the build
 * beside `_headers` (`_redirects`, which static hosts read from there).
 */
export const DEPLOY_FOLDER = 'deploy';

/** Each file of deploy/ and its text, for the page template `indexHtml` (its inline script is hashed). */
export function deployConfigs(indexHtml: string): Record<string, string> {
  const headers = siteHeaders(indexHtml);
  return {
    'nginx.conf': nginxConfig(headers),
    'apache.conf': apacheConfig(headers),
    Caddyfile: caddyConfig(headers),
    _redirects: redirectsFile(),
  };
}

/** The page template as the build writes it (host/index.html, its pre-paint script compiled and inlined). */
export function builtTemplate(root: string): Promise<string> {
  const file = join(root, 'host/index.html');
  return inlineScripts(readFileSync(file, 'utf8'), file);
}
