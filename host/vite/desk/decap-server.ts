import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * decap-server, the local backend of the desk: `MODE=git` makes each saved entry (with the
 * files uploaded for it) one commit in `repo`. It has no authentication, so it listens on
 * loopback only. `npm run cms` and the desk's end-to-end test both start it here.
 */
export interface DecapServer {
  url: string;
  stop: () => void;
}

export function startDecapServer(repo: string, port: number): Promise<DecapServer> {
  const entry = createRequire(import.meta.url).resolve('decap-server');
  const child = spawn(process.execPath, [entry], {
    cwd: repo,
    env: {
      ...process.env,
      MODE: 'git',
      BIND_HOST: '127.0.0.1',
      PORT: String(port),
      GIT_REPO_DIRECTORY: repo,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // It listens before its git routes are set up; both lines mean it is ready.
      if (output.includes('Proxy Server listening') && output.includes('Proxy Server configured'))
        resolve({ url: `http://127.0.0.1:${port}/api/v1`, stop: () => child.kill() });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`decap-server stopped (exit ${code}):\n${output}`)));
  });
}
