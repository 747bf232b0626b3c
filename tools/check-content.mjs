// `npm run check`: the content a webmaster publishes (records, pages, menu), checked as the build
// checks it, and what is still English only in Marathi and Hindi (host/vite/checks/content-check.ts).
// Exits 1 when anything must be corrected; the build refuses the same content.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}host/vite/checks/content-check.ts`, {
  root,
  configFile: false,
  logLevel: 'warn',
});
const report = await module.checkContentOutsideBuild(root);
console.log(module.formatReport(report));
process.exit(report.errors.length ? 1 : 0);
