// node tests/tools/bench/build-site.mjs <site folder> <report.json>
//
// The production build of the project copy in <site folder>, with its own vite.config.ts
// (what `npm run build` runs), in this process of its own so that the build's peak memory
// is this process's peak RSS (its threads included: the build starts no other process). Writes to <report.json>:
// the wall time, the CPU time, the peak RSS, when each phase ended (a pair of plugins of
// our own around the site's plugins marks them; the prerender's log line marks its end), the highest
// RSS seen in each phase (sampled every 100 ms) and the prerender's and the precompression's own times.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ALLOCATOR_ENV } from '../../../host/vite/allocator-env.mjs';

// As `npm run build` (tools/build.mjs): set before Vite loads Rolldown, whose allocator reads it then.
// glibc's settings count only when given at the start (search-bench.mjs starts this script so).
Object.assign(process.env, { ...ALLOCATOR_ENV, ...process.env });
const { build, createLogger } = await import('vite');

// A production build, as `npm run build` in a shell: the bench's own process (search-bench.mjs) loads
// the site's modules through Vite first, which sets NODE_ENV to `development`, and a build that
// inherits that bundles React's development build (430 KB instead of 222 KB raw).
process.env.NODE_ENV = 'production';
const [site, reportFile] = process.argv.slice(2).map((path) => resolve(path));
process.chdir(site);
const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;

/** Seconds from the start at which each phase ended, in order. */
const marks = {};
const mark = (name) => () => {
  marks[name] ??= seconds();
};
const PHASES = ['configured', 'dataChecked', 'bundled', 'assetsEmitted', 'written', 'prerendered', 'closed'];
/** The highest RSS sampled in each phase (by the mark that ends it), in MB: where the peak is. */
const peakRssByPhase = {};
const sampler = setInterval(() => {
  const phase = PHASES.find((name) => marks[name] === undefined) ?? 'closed';
  peakRssByPhase[phase] = Math.max(peakRssByPhase[phase] ?? 0, Math.round(process.memoryUsage.rss() / 1024 / 1024));
}, 100);
const phasePlugins = [
  {
    name: 'bench-phases-first',
    buildStart: { order: 'pre', handler: mark('configured') },
    generateBundle: { order: 'pre', handler: mark('bundled') },
  },
  {
    name: 'bench-phases-last',
    buildStart: { order: 'post', handler: mark('dataChecked') },
    generateBundle: { order: 'post', handler: mark('assetsEmitted') },
    writeBundle: { order: 'post', sequential: true, handler: mark('written') },
    closeBundle: { order: 'post', sequential: true, handler: mark('closed') },
  },
];

let prerender;
let precompress;
const logger = createLogger('info');
const info = logger.info;
logger.info = (message, options) => {
  const found =
    /prerendered (\d+) pages in ([\d.]+) s \(loading the widgets and content ([\d.]+) s, then ([\d.]+) ms a page\) in (\d+) worker/.exec(
      message,
    );
  if (found) {
    const [pages, total, loadSeconds, pageMs, workers] = found.slice(1).map(Number);
    prerender = { pages, seconds: total, loadSeconds, pageMs, workers };
    mark('prerendered')();
  }
  const compressed = /precompressed (\d+) text files .* in ([\d.]+) s \(([\d.]+) s of CPU\)/.exec(message);
  if (compressed) {
    const [files, total, cpuSeconds] = compressed.slice(1).map(Number);
    precompress = { files, seconds: total, cpuSeconds };
  }
  info(message, options);
};

// A cache of the site's own (copyProject makes the site anew): the project's node_modules/.vite holds
// the compressed copies of earlier builds, which made the precompression of a full build take seconds.
await build({
  configFile: join(site, 'vite.config.ts'),
  cacheDir: join(site, '.vite-cache'),
  customLogger: logger,
  plugins: phasePlugins,
});
clearInterval(sampler);
const cpu = process.cpuUsage();
writeFileSync(
  reportFile,
  JSON.stringify({
    seconds: seconds(),
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakRss: process.resourceUsage().maxRSS * 1024,
    marks,
    peakRssByPhase,
    prerender,
    precompress,
  }),
);
