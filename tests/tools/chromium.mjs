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
