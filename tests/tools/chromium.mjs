import { findOrInstall } from './debian-program.mjs';

/**
 * The system Chromium every browser test and the audit use (found, or installed
 * from Debian's package: debian-program.mjs).
 */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** Flags for a headless, offline, root-run Chromium (see ../shared/design/TOOLCHAIN.md). */
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

/**
 * The Chromium the tests drive: Debian's headless shell (`chromium-headless-shell`, the same
 * version's engine without the desktop browser around it), found or installed like Chromium, or
 * the full Chromium where there is none. A page opened and left to settle costs the shell about
 * half the CPU (docs/developers/testing.md, "Time"). It shows a PDF as a download, not in a tab.
 * `npm run audit`, the screenshots and the bench keep the full browser, as visitors have it.
 */
export function findHeadlessShell() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return findOrInstall({
      name: 'Chromium headless shell',
      debianPackage: 'chromium-headless-shell',
      candidates: ['/usr/bin/chromium-headless-shell'],
      missing: 'No Chromium headless shell (Debian: chromium-headless-shell): the tests use the full Chromium.',
    });
  } catch (error) {
    console.log(error.message);
    return findChromium();
  }
}

export function findChromium() {
  try {
    return findOrInstall({
      name: 'Chromium',
      debianPackage: 'chromium',
      candidates: [process.env.CHROME_PATH, ...CANDIDATES],
      missing:
        'No Chromium found. Install one (on Debian or Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chrome or Chromium executable.',
    });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
