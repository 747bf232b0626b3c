import { expect } from 'chai';
// Loaded here first, so the frames find the modules ready (a cold frame can outlast the wait).
import '../../widgets/access-bar/element';
import '../../widgets/header/element';
import { cleanup, mountInFrame, shadow, until } from './helpers';

/**
 * Issue 16: below 640 px the access bar's and the header's controls sit behind one
 * <details> disclosure each (it opens without JavaScript); from 640 px they are all
 * shown and the toggle is gone.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1024, height: 700 };

const shown = (element: Element | null) => Boolean(element && (element as HTMLElement).checkVisibility());
const summary = (element: Element) => shadow(element).querySelector<HTMLElement>('summary')!;
const size = (element: Element) => element.getBoundingClientRect();

async function accessBar(viewport: { width: number; height: number }) {
  return (await mountInFrame('widgets/access-bar/element.ts', '<uni-access-bar></uni-access-bar>', viewport)).element;
}
async function header(viewport: { width: number; height: number }) {
  return (await mountInFrame('widgets/header/element.ts', '<uni-header></uni-header>', viewport)).element;
}

describe('compact chrome on phones', () => {
  afterEach(() => {
    cleanup();
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('access bar at 390 px: one 44 px row; the disclosure shows every control, each at least 44 px', async () => {
    const bar = await accessBar(PHONE);
    const toggle = summary(bar);
    expect(toggle.textContent).to.equal('Accessibility, language and contact');
    expect(size(toggle).height).to.be.at.least(44);
    expect(size(bar).height).to.be.below(50);
    const controls = Array.from(shadow(bar).querySelectorAll<HTMLElement>('details a, details button, details select'));
    expect(controls).to.have.length(10);
    expect(controls.some(shown)).to.equal(false);
    toggle.click();
    await until(() => controls.every(shown), 'the controls to show');
    for (const control of controls) {
      expect(size(control).height, control.textContent!).to.be.at.least(44);
      expect(size(control).width, control.textContent!).to.be.at.least(44);
    }
  });

  it('access bar from 640 px: no toggle, every control shown as before', async () => {
    const bar = await accessBar(DESKTOP);
    expect(getComputedStyle(summary(bar)).display).to.equal('none');
    const controls = Array.from(shadow(bar).querySelectorAll<HTMLElement>('details a, details button, details select'));
    expect(controls).to.have.length(10);
    expect(controls.every(shown)).to.equal(true);
  });

  it('header at 390 px: logo and name readable, a 44 px search toggle opening the programme buttons and the search box', async () => {
    const element = await header(PHONE);
    const toggle = summary(element);
    expect(toggle.textContent).to.equal('Search and programmes');
    expect(size(toggle).width).to.be.at.least(44);
    expect(size(toggle).height).to.be.at.least(44);
    const logo = shadow(element).querySelector('img')!;
    expect(size(logo).width).to.be.at.least(48);
    expect(shadow(element).textContent).to.include('Sahyadri State University');
    expect(size(element).height).to.be.at.most(96);
    const search = shadow(element).querySelector<HTMLInputElement>('input[name="q"]')!;
    const programmes = Array.from(shadow(element).querySelectorAll<HTMLElement>('nav a'));
    expect(programmes.map((link) => link.textContent)).to.deep.equal(['UG', 'PG', 'P.H.D', 'Online', 'Distance']);
    expect(shown(search)).to.equal(false);
    toggle.click();
    await until(() => shown(search), 'the search box to show');
    for (const control of [...programmes, search, shadow(element).querySelector('button[type="submit"]')!])
      expect(size(control).height, control.textContent!).to.be.at.least(44);
    // The search box takes the whole row below the name.
    expect(size(search).width).to.be.above(250);
  });

  it('header from 640 px: no toggle, buttons and search box in the row as the spec draws them', async () => {
    const element = await header(DESKTOP);
    expect(getComputedStyle(summary(element)).display).to.equal('none');
    expect(shown(shadow(element).querySelector('input[name="q"]'))).to.equal(true);
    expect(Array.from(shadow(element).querySelectorAll('nav a')).every(shown)).to.equal(true);
  });
});
