import { describe, expect, it } from 'vitest';
import type { TransformResult } from 'vite';
import {
  englishMessagesPlugin,
  namespaceMessages,
  namespacesNamed,
} from '../../host/vite/modules/english-messages-plugin';

const catalog = {
  'events.heading': 'Upcoming Events',
  'events.category.academic': 'Academic',
  'feedback.sent': 'Thank you',
  'feedback.failed': 'Not sent',
  'site.name': 'Sahyadri State University',
};
const keys = new Set(Object.keys(catalog));
const namespaces = new Set(['events', 'feedback', 'site']);

describe('English messages by namespace (host/vite/modules/english-messages-plugin.ts)', () => {
  it('finds the namespaces of quoted keys, in any quotes', () => {
    const code = `t('events.heading'); t("site.name"); const k = \`events.category.academic\`;`;
    expect(namespacesNamed(code, keys, namespaces)).toEqual(['events', 'site']);
  });

  it('finds the namespace of a template that starts a key', () => {
    expect(namespacesNamed('t(`feedback.${outcome}`)', keys, namespaces)).toEqual(['feedback']);
    // A template whose fixed start begins no key names nothing.
    expect(namespacesNamed('t(`feedback.form.${x}`)', keys, namespaces)).toEqual([]);
  });

  it('ignores strings that only look like keys: unknown keys and unknown namespaces', () => {
    const code = `load('site.webmanifest'); fetch('widgets.css'); 'events.headings'; 'e.g.'`;
    expect(namespacesNamed(code, keys, namespaces)).toEqual([]);
  });

  it("a namespace module holds that namespace's messages and no others", () => {
    expect(namespaceMessages(catalog, 'feedback')).toEqual({
      'feedback.sent': 'Thank you',
      'feedback.failed': 'Not sent',
    });
    expect(namespaceMessages(catalog, 'events')).not.toHaveProperty('site.name');
  });

  it('puts the imports on the first line of browser modules only, and serves the real catalog', async () => {
    const root = new URL('../..', import.meta.url).pathname;
    // The hooks as plain functions (the plugin declares them so); `this` is all they use of Vite.
    const plugin = englishMessagesPlugin(root) as unknown as Record<
      'buildStart' | 'transform' | 'resolveId' | 'load',
      Function
    >;
    plugin.buildStart.call({ addWatchFile() {} });
    const file = `${root}widgets/events/Events.tsx`;
    const code = "import x from 'y';\nexport const h = t('events.heading');\n";
    const browser = plugin.transform.call({}, code, file, {}) as TransformResult;
    expect(browser.code).toBe(`import "virtual:uni-english/events";${code}`);
    expect(browser.code.split('\n')).toHaveLength(code.split('\n').length);
    expect(plugin.transform.call({}, code, file, { ssr: true })).toBeUndefined();
    expect(plugin.transform.call({}, code, `${root}node_modules/x/index.ts`, {})).toBeUndefined();

    const resolved = plugin.resolveId('virtual:uni-english/events');
    const module = plugin.load.call({ addWatchFile() {} }, resolved) as string;
    expect(module).toContain('addEnglish(');
    expect(module).toContain('"events.heading":"Upcoming Events"');
    expect(module).not.toContain('"site.name"');
  });
});
