import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A system program the tests need (Chromium, nginx). Test tools must not download
 * programs of their own (that fails on our machines), so we look for one, and on
 * a fresh Debian machine where we are root we install Debian's package, saying so.
 */

function canInstall() {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The first of `candidates` (paths) that exists, after installing `debianPackage`
 * if none does and we can; throws `missing` (what to install, or which variable to
 * set) when there is none.
 */
export function findOrInstall({ name, debianPackage, candidates, missing }) {
  const found = () => candidates.find((path) => path && existsSync(path));
  const path = found();
  if (path) return path;
  if (canInstall()) {
    console.log(
      `No ${name} found: installing Debian's "${debianPackage}" package (apt-get install -y ${debianPackage})...`,
    );
    execFileSync(
      'sh',
      [
        '-c',
        // Test files run in parallel: one may be installing its program while another starts installing.
        `apt-get -o DPkg::Lock::Timeout=600 update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq ${debianPackage}`,
      ],
      { stdio: 'inherit' },
    );
    const installed = found();
    if (installed) return installed;
  }
  throw new Error(missing);
}

/**
 * A finder for a program from Debian's `debianPackage`: `variable` may name its executable, else the
 * first of `candidates`, else the package is installed (as root); the error says both ways out.
 */
export const programFinder = (name, debianPackage, variable, candidates) => () =>
  findOrInstall({
    name,
    debianPackage,
    candidates: [process.env[variable], ...candidates],
    missing: `No ${name} found. Install it (on Debian or Ubuntu: sudo apt-get install ${debianPackage}) or set ${variable} to its executable.`,
  });
