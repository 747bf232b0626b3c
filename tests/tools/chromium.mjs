import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The system Chromium every browser test and the audit use. Test tools must not
 * download a browser (that fails on our machines), so we look for one, and on a
 * fresh Debian machine where we are root we install Debian's package.
 */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** Flags for a headless, offline, root-run Chromium (see TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
];

function found() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

function canInstall() {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function findChromium() {
  const path = found();
  if (path) return path;
  if (canInstall()) {
    console.log('No Chromium found: installing Debian\'s "chromium" package (apt-get install -y chromium)...');
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    });
    const installed = found();
    if (installed) return installed;
  }
  console.error(
    'No Chromium found. Install one (on Debian or Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chrome or Chromium executable.',
  );
  process.exit(1);
}
