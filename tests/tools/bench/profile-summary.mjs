// What a `--cpu-prof` run of the bench's build spent its time on: every .cpuprofile in a
// folder (one a thread: the build's main thread and each prerender worker), summed by
// function (self time: the time in the function itself, not in what it calls) and by file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A profile's self time per node (microseconds), from its samples and time deltas. */
function selfTimes(profile) {
  const times = new Map();
  profile.samples.forEach((id, index) => times.set(id, (times.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  return times;
}

/** Where a function's code comes from, short: a package's name, or the project's path. */
function place(url, root) {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1];
  return path.startsWith(root) ? path.slice(root.length + 1) : path;
}

/**
 * The `top` functions and files by self time over every profile in `folder`, in seconds,
 * with the total; `root` shortens the project's own paths.
 */
export function profileSummary(folder, root, top = 15) {
  const byFunction = new Map();
  const byFile = new Map();
  let total = 0;
  const profiles = readdirSync(folder).filter((name) => name.endsWith('.cpuprofile'));
  for (const name of profiles) {
    const profile = JSON.parse(readFileSync(join(folder, name), 'utf8'));
    const times = selfTimes(profile);
    for (const node of profile.nodes) {
      const micros = times.get(node.id) ?? 0;
      const { functionName, url, lineNumber } = node.callFrame;
      // A thread waiting (for a worker, a file) is not work.
      if (!micros || functionName === '(idle)') continue;
      const file = place(url, root);
      const key = `${functionName || '(anonymous)'} ${file}${url ? `:${lineNumber + 1}` : ''}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
      byFile.set(file, (byFile.get(file) ?? 0) + micros);
      total += micros;
    }
  }
  const largest = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([what, micros]) => ({ what, seconds: micros / 1e6 }));
  return { profiles: profiles.length, seconds: total / 1e6, functions: largest(byFunction), files: largest(byFile) };
}
