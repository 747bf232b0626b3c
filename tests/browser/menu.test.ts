import { expect } from 'chai';
import '../../widgets/menu/element';
import { menu } from '../../data/menu';
import { MENU_LIST_SHOWN } from '../../data/menu-bound';
import { withDepartments } from '../unit/menu-departments';
import { cleanup, mountInFrame, nextFrame, shadow, until } from './helpers';

/** The desktop list shows from 1280 px: each test mounts the menu in a frame of the width it needs. */
const WIDE = { width: 1400, height: 900 };
const mountWide = async (path = '/') =>
  (await mountInFrame('widgets/menu/element.ts', `<uni-menu path="${path}"></uni-menu>`, WIDE)).element;
const desktop = (element: Element) => shadow(element).querySelector<HTMLUListElement>('ul.xl\\:flex')!;
const mobile = (element: Element) => shadow(element).querySelector<HTMLElement>('.xl\\:hidden')!;
const topItem = (element: Element, title: string) =>
  Array.from(desktop(element).children).find((li) => li.querySelector('a')!.textContent === title) as HTMLLIElement;
const dropdown = (li: Element) => li.querySelector<HTMLElement>('[data-dropdown]')!;
const toggle = (li: Element) => li.querySelector<HTMLButtonElement>('button[data-toggle]')!;
const key = (target: Element, name: string) => {
  const view = target.ownerDocument.defaultView as Window & typeof globalThis;
  target.dispatchEvent(new view.KeyboardEvent('keydown', { key: name, bubbles: true, composed: true }));
};
const mouse = (target: Element, type: 'mouseover' | 'mouseout') => {
  const view = target.ownerDocument.defaultView as Window & typeof globalThis;
  target.dispatchEvent(
    new view.MouseEvent(type, { bubbles: true, composed: true, relatedTarget: target.ownerDocument.body }),
  );
};
const visible = (element: Element) => (element as HTMLElement).checkVisibility();

describe('<uni-menu>', () => {
  afterEach(cleanup);

  describe('on a wide screen', () => {
    it('shows all 11 top entries in spec order and every submenu and child', async () => {
      const element = await mountWide();
      const titles = Array.from(desktop(element).children).map((li) => li.querySelector('a')!.textContent);
      expect(titles).to.deep.equal([
        'Home',
        'About Us',
        'Academics',
        'Governance',
        'Research',
        'Student',
        'IQAC',
        'Incubation Center',
        'International Affairs Cell',
        'NEP2020 SSU',
        'Disclosure',
      ]);
      const hrefs = Array.from(desktop(element).querySelectorAll('a')).map((a) => a.getAttribute('href'));
      for (const item of menu) {
        expect(hrefs).to.include(item.path);
        for (const submenu of item.submenus ?? []) {
          expect(hrefs).to.include(submenu.path);
          for (const child of submenu.childSubmenus ?? []) expect(hrefs).to.include(child.path);
        }
      }
    });

    it('hovering a top item shows its dropdown, limited to 500 px and scrollable', async () => {
      const element = await mountWide();
      const about = topItem(element, 'About Us');
      expect(visible(dropdown(about))).to.equal(false);
      mouse(about, 'mouseover');
      await until(() => visible(dropdown(about)), 'the About Us dropdown');
      const style = getComputedStyle(dropdown(about));
      expect(style.maxHeight).to.equal('500px');
      expect(style.overflowY).to.equal('auto');
      expect(toggle(about).getAttribute('aria-expanded')).to.equal('true');
      mouse(about, 'mouseout');
      await until(() => !visible(dropdown(about)), 'the dropdown to close');
    });

    it("aligns the last top item's dropdown to the right edge and the others to the left", async () => {
      // The spec's last item (Disclosure) has no submenus, so give the widget a menu whose last item has one.
      const items = [
        { id: 1, title: 'Home', path: '/' },
        { id: 2, title: 'About', path: '/about', submenus: [{ id: 1, title: 'History', path: '/about/history' }] },
        {
          id: 3,
          title: 'Last',
          path: '/last',
          submenus: [{ id: 1, title: 'A long submenu title', path: '/last/one' }],
        },
      ];
      const html = `<uni-menu path="/"><script type="application/json">${JSON.stringify(items)}</script></uni-menu>`;
      const { element } = await mountInFrame('widgets/menu/element.ts', html, WIDE);
      await until(() => desktop(element)?.children.length === 3, 'the menu from inline JSON');
      for (const title of ['About', 'Last']) {
        const li = topItem(element, title);
        toggle(li).click();
        await until(() => visible(dropdown(li)), `the ${title} dropdown`);
        const item = li.getBoundingClientRect();
        const box = dropdown(li).getBoundingClientRect();
        if (title === 'Last') expect(Math.round(box.right)).to.equal(Math.round(item.right));
        else expect(Math.round(box.left)).to.equal(Math.round(item.left));
      }
    });

    it('a submenu with children has a toggle that expands and collapses them', async () => {
      const element = await mountWide();
      const about = topItem(element, 'About Us');
      toggle(about).click();
      await until(() => visible(dropdown(about)), 'the dropdown');
      const childToggle = dropdown(about).querySelector<HTMLButtonElement>('button[aria-controls]')!;
      const children = shadow(element).getElementById(childToggle.getAttribute('aria-controls')!)!;
      expect(visible(children)).to.equal(false);
      childToggle.click();
      await until(() => visible(children), 'the children to expand');
      expect(childToggle.getAttribute('aria-expanded')).to.equal('true');
      expect(Array.from(children.querySelectorAll('a')).map((a) => a.textContent)).to.deep.equal([
        'About the city',
        'Google Map',
        'Contact Information',
        'How to reach',
        'About University',
      ]);
      childToggle.click();
      await until(() => !visible(children), 'the children to collapse');
    });

    it('highlights Home only on / and other items when the path contains theirs', async () => {
      const element = await mountWide();
      const active = () =>
        Array.from(desktop(element).querySelectorAll('[data-active]')).map((li) => li.querySelector('a')!.textContent);
      expect(active()).to.deep.equal(['Home']);
      element.setAttribute('path', '/about/history/city');
      await until(() => active().join() === 'About Us', 'About Us to be active');
      element.setAttribute('path', '/student/examinations/timetable');
      await until(() => active().join() === 'Student', 'Student to be active');
      expect(topItem(element, 'Student').querySelector('a')!.getAttribute('aria-current')).to.equal('true');
      element.setAttribute('path', '/student');
      await until(
        () => topItem(element, 'Student').querySelector('a')!.getAttribute('aria-current') === 'page',
        'aria-current=page',
      );
    });

    it('is operable from the keyboard: Enter, arrows, Escape', async () => {
      const element = await mountWide();
      const about = topItem(element, 'About Us');
      const button = toggle(about);
      button.focus();
      key(button, 'ArrowDown');
      await until(
        () => shadow(element).activeElement?.textContent === 'About Us' && visible(dropdown(about)),
        'focus on the first dropdown link',
      );
      const first = shadow(element).activeElement!;
      expect(first.closest('[data-dropdown]')).to.equal(dropdown(about));
      key(first, 'ArrowDown');
      expect(shadow(element).activeElement).to.not.equal(first);
      key(shadow(element).activeElement!, 'Escape');
      await until(() => !visible(dropdown(about)), 'Escape to close the dropdown');
      expect(shadow(element).activeElement).to.equal(button);
      key(button, 'ArrowRight');
      expect(shadow(element).activeElement!.textContent).to.equal('Academics');
      key(shadow(element).activeElement!, 'Home');
      expect(shadow(element).activeElement!.textContent).to.equal('Home');
      key(shadow(element).activeElement!, 'End');
      expect(shadow(element).activeElement!.textContent).to.equal('Disclosure');
    });

    it('a list over the limit shows its first entries and its landing page`s link, within 500 px, reached by the keyboard', async () => {
      const items = withDepartments(menu, 40);
      const html = `<uni-menu path="/"><script type="application/json">${JSON.stringify(items)}</script></uni-menu>`;
      const { element } = await mountInFrame('widgets/menu/element.ts', html, WIDE);
      await until(() => desktop(element)?.children.length === menu.length, 'the menu from inline JSON');
      const academics = topItem(element, 'Academics');
      const list = dropdown(academics).querySelector('ul')!;
      const entries = Array.from(list.children).map((li) => li.querySelector('a')!);
      expect(entries).to.have.length(MENU_LIST_SHOWN + 1);
      expect(entries.at(-1)!.getAttribute('href')).to.equal('/academics/all');
      expect(entries.at(-1)!.textContent).to.equal('All 41 pages in Academics');
      key(toggle(academics), 'ArrowDown');
      await until(() => visible(dropdown(academics)), 'the Academics dropdown');
      // The shortened list fits the spec's 500 px without scrolling, its link included.
      expect(dropdown(academics).scrollHeight).to.be.at.most(dropdown(academics).clientHeight);
      await until(() => Boolean(shadow(element).activeElement?.closest('[data-dropdown]')), 'focus in the dropdown');
      key(shadow(element).activeElement!, 'End');
      expect(shadow(element).activeElement).to.equal(entries.at(-1));
    });

    it('keyboard focus on a top item previews its dropdown, inert, so Tab still goes from top item to top item', async () => {
      const element = await mountWide();
      const governance = topItem(element, 'Governance');
      governance.querySelector('a')!.focus();
      await until(() => visible(dropdown(governance)), 'the preview on focus');
      expect(dropdown(governance).inert).to.equal(true);
      expect(toggle(governance).getAttribute('aria-expanded')).to.equal('false');
      key(toggle(governance), 'ArrowDown');
      await until(
        () =>
          !dropdown(governance).inert &&
          shadow(element).activeElement?.closest('[data-dropdown]') === dropdown(governance),
        'ArrowDown to open it for real',
      );
      expect(toggle(governance).getAttribute('aria-expanded')).to.equal('true');
      topItem(element, 'Research').querySelector('a')!.focus();
      await until(() => !visible(dropdown(governance)), 'the dropdown to close when focus moves on');
    });

    it('Enter or Space on a toggle opens its dropdown (native button), and focus leaving closes it', async () => {
      const element = await mountWide();
      const student = topItem(element, 'Student');
      toggle(student).click();
      await until(() => visible(dropdown(student)), 'the Student dropdown');
      expect(toggle(student).getAttribute('aria-expanded')).to.equal('true');
      toggle(student).focus();
      topItem(element, 'IQAC').querySelector('a')!.focus();
      await until(() => !visible(dropdown(student)), 'the dropdown to close when focus leaves');
    });
  });

  describe('on a small screen', () => {
    it('a Menu button opens a scrollable panel of at most 80vh with expandable sections; choosing a link closes and collapses it', async () => {
      const { element } = await mountInFrame('widgets/menu/element.ts', '<uni-menu path="/"></uni-menu>', {
        width: 400,
        height: 700,
      });
      await nextFrame();
      expect(visible(desktop(element))).to.equal(false);
      const menuButton = Array.from(mobile(element).querySelectorAll('button')).find((b) => b.textContent === 'Menu')!;
      const panel = shadow(element).getElementById('mobile-menu-panel')!;
      expect(visible(panel)).to.equal(false);
      menuButton.click();
      await until(() => visible(panel), 'the panel to open');
      expect(menuButton.getAttribute('aria-expanded')).to.equal('true');
      expect(getComputedStyle(panel).maxHeight).to.equal(`${0.8 * 700}px`);
      expect(getComputedStyle(panel).overflowY).to.equal('auto');
      const section = panel.querySelector<HTMLButtonElement>('button[aria-controls="mobile-section-2"]')!;
      section.click();
      const aboutSection = shadow(element).getElementById('mobile-section-2')!;
      await until(() => visible(aboutSection), 'the About Us section to expand');
      const childToggle = aboutSection.querySelector<HTMLButtonElement>('button[aria-controls]')!;
      childToggle.click();
      await until(() => childToggle.getAttribute('aria-expanded') === 'true', 'the child list to expand');
      const link = aboutSection.querySelector<HTMLAnchorElement>('a[href="/about/statistics"]')!;
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
      await until(() => !visible(panel), 'the panel to close');
      menuButton.click();
      await until(() => visible(panel), 'the panel to reopen');
      // The panel's content is built afresh each time it opens: query it again.
      const sectionAgain = panel.querySelector<HTMLButtonElement>('button[aria-controls="mobile-section-2"]')!;
      const aboutAgain = shadow(element).getElementById('mobile-section-2')!;
      expect(visible(aboutAgain)).to.equal(false);
      expect(sectionAgain.getAttribute('aria-expanded')).to.equal('false');
      sectionAgain.click();
      await until(() => visible(aboutAgain), 'the section again');
      expect(aboutAgain.querySelector('button[aria-controls]')!.getAttribute('aria-expanded')).to.equal('false');
    });
  });
});
