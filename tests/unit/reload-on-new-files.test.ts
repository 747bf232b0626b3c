import { EventEmitter } from 'node:events';
import type { ViteDevServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { reloadOnNewFiles } from '../../host/vite/content/reload-on-new-files';

/**
 * The dev server's reload when content files change: section modules do not watch each record
 * (pages-plugin.ts), so a record added, removed or edited must drop them and reload the page.
 */
function fakeServer() {
  const watcher = Object.assign(new EventEmitter(), { add: vi.fn<(path: string) => void>() });
  const invalidated: string[] = [];
  const modules = ['\0virtual:pages/student?lang=en', '/widgets/menu/Menu.tsx'].map((id) => ({ id }));
  const moduleGraph = {
    idToModuleMap: new Map(modules.map((module) => [module.id, module])),
    invalidateModule: (module: { id: string }) => invalidated.push(module.id),
  };
  const send = vi.fn<(payload: unknown) => void>();
  const server = { watcher, environments: { client: { moduleGraph } }, ws: { send } } as unknown as ViteDevServer;
  return { server, watcher, invalidated, send };
}

const isPages = (id: string) => id.startsWith('\0virtual:pages/');

describe('reloadOnNewFiles', () => {
  it('a new or removed file reloads the modules built from its folder, an edit does not unless asked', () => {
    const { server, watcher, invalidated, send } = fakeServer();
    reloadOnNewFiles(server, '/site/data/pages', isPages);
    watcher.emit('change', '/site/data/pages/student/student.en.yaml');
    expect(send).not.toHaveBeenCalled();
    watcher.emit('add', '/site/data/pages/student/new.en.yaml');
    expect(invalidated).toEqual(['\0virtual:pages/student?lang=en']);
    expect(send).toHaveBeenCalledWith({ type: 'full-reload' });
  });

  it('with edits: a changed record forgets what the plugin kept, then reloads', () => {
    const { server, watcher, invalidated, send } = fakeServer();
    const forget = vi.fn<() => void>();
    reloadOnNewFiles(server, '/site/data/records', isPages, { edits: true, forget });
    watcher.emit('change', '/site/data/records/circulars/2025/notes.txt');
    watcher.emit('change', '/site/data/other/x.yaml');
    expect(forget).not.toHaveBeenCalled();
    watcher.emit('change', '/site/data/records/circulars/2025/2025-11-03-ncc-enrolment.yaml');
    expect(forget).toHaveBeenCalledTimes(1);
    expect(invalidated).toEqual(['\0virtual:pages/student?lang=en']);
    expect(send).toHaveBeenCalledWith({ type: 'full-reload' });
  });
});
