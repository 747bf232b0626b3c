// Web test runner middleware: URLs under /__faults/ answer the ways an embedder's
// `src` data can go wrong, for tests/browser/data-faults.test.tsx.
import { Readable } from 'node:stream';

const FIVE_MB = 5 * 1024 * 1024;
/** What happened to each /__faults/slow?id= request: 'answered' or 'aborted' (the client went away first). */
const outcomes = new Map();
/** Requests that never get an answer, ended when the server stops. */
const hanging = new Set();

export function endHangingRequests() {
  for (const res of hanging) res.destroy();
  hanging.clear();
}

export async function dataFaults(ctx, next) {
  if (!ctx.path.startsWith('/__faults/')) return next();
  const kind = ctx.path.slice('/__faults/'.length);
  ctx.set('Cache-Control', 'no-store');
  switch (kind) {
    case 'not-found':
      ctx.status = 404;
      ctx.body = 'Not Found';
      return;
    case 'server-error':
      ctx.status = 500;
      ctx.body = 'Internal Server Error';
      return;
    case 'not-json':
      ctx.type = 'application/json';
      ctx.body = '<!doctype html><title>Login</title><p>Please sign in';
      return;
    case 'huge':
      ctx.type = 'application/json';
      ctx.body = `"${'x'.repeat(FIVE_MB)}"`;
      return;
    case 'huge-stream': {
      // No Content-Length: the size is only known by counting what arrives.
      let sent = 0;
      ctx.type = 'application/json';
      ctx.body = new Readable({
        read() {
          if (sent === 0) this.push('"');
          if (sent > FIVE_MB) return void this.push(null);
          sent += 64 * 1024;
          this.push('x'.repeat(64 * 1024));
        },
      });
      return;
    }
    case 'hang':
      ctx.status = 200; // what the runner logs; the answer itself never comes (or comes late)
      ctx.respond = false;
      hanging.add(ctx.res);
      ctx.res.on('close', () => hanging.delete(ctx.res));
      return;
    case 'slow': {
      const id = ctx.query.id;
      ctx.status = 200;
      ctx.respond = false;
      const timer = setTimeout(() => {
        outcomes.set(id, 'answered');
        ctx.res.writeHead(200, { 'content-type': 'application/json' }).end('["Slow one"]');
      }, 1500);
      ctx.req.on('close', () => {
        if (ctx.res.writableEnded) return;
        clearTimeout(timer);
        outcomes.set(id, 'aborted');
      });
      return;
    }
    case 'outcome':
      ctx.body = { outcome: outcomes.get(ctx.query.id) ?? 'pending' };
      return;
    default:
      ctx.status = 400;
      ctx.body = `unknown fault ${kind}`;
  }
}
