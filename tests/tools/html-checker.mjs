import vnuJarPath from 'vnu-jar';
import { findOrInstall } from './debian-program.mjs';

/**
 * The W3C Nu HTML Checker (vnu.jar from the pinned npm package `vnu-jar`), which GIGW auditors run
 * over a site, and the Java it runs on: Debian's, never one the package would download for itself.
 */

/** The checker's jar: `vnu-jar` exports its path. */
export const VNU_JAR = String(vnuJarPath);

export function findJava() {
  return findOrInstall({
    name: 'Java',
    debianPackage: 'default-jre-headless',
    candidates: [process.env.JAVA_PATH, process.env.JAVA_HOME && `${process.env.JAVA_HOME}/bin/java`, '/usr/bin/java'],
    missing:
      'No Java found for the Nu HTML Checker. Install one (on Debian or Ubuntu: sudo apt-get install default-jre-headless) or set JAVA_PATH to a java executable.',
  });
}
