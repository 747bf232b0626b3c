import { expect } from 'chai';
import { renderToString } from 'react-dom/server';
import '../../widgets/menu/element';
import '../../widgets/footer/element';
import { widgetDefinitions } from '../../widgets/core/definitions';
import { declarativeShadowRoot, MOUNT_ATTRIBUTE } from '../../widgets/core/prerender-markup';
import { widgetStyleSheet } from '../../widgets/core/styles';
import { captureConsoleErrors, cleanup, shadow, until } from './helpers';

/** The markup the build writes for a tag: the element with a declarative shadow root holding its server render. */
function prerendered(tag: string, attributes: Record<string, string>): string {
  const { Root } = widgetDefinitions.get(tag)!;
  const attributeText = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`).join('');
  return `<${tag}${attributeText}>${declarativeShadowRoot(renderToString(<Root {...attributes} />), 'data:text/css,')}</${tag}>`;
}

describe('prerendered widgets (declarative shadow DOM)', () => {
  afterEach(cleanup);

  it('hydrate in place: the server-rendered nodes stay, the shared sheet replaces the link, no errors', async () => {
    const errors = captureConsoleErrors();
    try {
      const holder = document.createElement('div');
      holder.setHTMLUnsafe(prerendered('uni-footer', {}));
      const footer = holder.firstElementChild!;
      const serverNode = shadow(footer).querySelector('footer')!;
      expect(serverNode).to.exist;
      document.body.append(holder);
      await until(() => shadow(footer).querySelector('link') === null, 'the prerender link to go');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shadow(footer).querySelector('footer')).to.equal(serverNode);
      expect(shadow(footer).querySelectorAll(`[${MOUNT_ATTRIBUTE}]`)).to.have.length(1);
      expect(shadow(footer).adoptedStyleSheets).to.include(widgetStyleSheet());
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });

  it('a hydrated widget reacts to events and to attribute changes', async () => {
    const errors = captureConsoleErrors();
    try {
      const holder = document.createElement('div');
      holder.setHTMLUnsafe(prerendered('uni-menu', { path: '/' }));
      const menu = holder.firstElementChild!;
      document.body.append(holder);
      await until(() => shadow(menu).querySelector('link') === null, 'hydration');
      const menuButton = Array.from(shadow(menu).querySelectorAll('button')).find((button) => button.textContent === 'Menu')!;
      menuButton.click();
      await until(() => menuButton.getAttribute('aria-expanded') === 'true', 'the hydrated button to respond');
      menu.setAttribute('path', '/student');
      await until(() => shadow(menu).querySelector('[data-active] a')?.textContent === 'Student', 'the new path to apply');
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });
});
