import { expect } from 'chai';
import { canSanitiseWithDom, sanitiseMessage } from '../../widgets/core/sanitize';

/**
 * The comment layout's markup in a real browser (DOMPurify): every rule, one hostile
 * input at a time, read back as a DOM so each check names what a visitor would get.
 */
const EXTERNAL = 'opens an external website';

function sanitised(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitiseMessage(markup, EXTERNAL);
  return holder;
}

const onlyLink = (markup: string) => {
  const links = sanitised(markup).querySelectorAll('a');
  expect(links, markup).to.have.length(1);
  return links[0]!;
};

describe('sanitiseMessage in the browser', () => {
  it('runs DOMPurify here', () => {
    expect(canSanitiseWithDom()).to.equal(true);
  });

  it('keeps the allowed markup and turns line breaks into <br>', () => {
    const html = sanitised('<p>Dear <strong>students</strong>,\nwelcome</p><ul><li><em>one</em></li></ul>');
    expect(html.querySelector('p strong')!.textContent).to.equal('students');
    expect(html.querySelectorAll('br')).to.have.length(1);
    expect(html.querySelector('ul li em')!.textContent).to.equal('one');
  });

  it('drops scripts, styles, event handlers, style and class attributes', () => {
    const html = sanitised(
      '<p onclick="alert(1)" style="position:fixed" class="x" id="y">Text</p><script>alert(2)</script>' +
        '<style>p{}</style><img src=x onerror="alert(3)"><iframe src="/"></iframe>',
    );
    expect(html.innerHTML).to.equal('<p>Text</p>');
  });

  it('keeps lang and title, which are not links', () => {
    const html = sanitised('<span lang="mr" title="Note: read this">मजकूर</span>');
    expect(html.innerHTML).to.equal('<span lang="mr" title="Note: read this">मजकूर</span>');
  });

  it('drops every data- attribute (widgets read some of them)', () => {
    const html = sanitised('<span data-uni-widget="uni-login-form" data-onfocus="alert(1)" lang="mr">मजकूर</span>');
    expect(html.innerHTML).to.equal('<span lang="mr">मजकूर</span>');
  });

  it('removes links to scripts, inline data and protocol-relative hosts, keeping their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example/',
      // A safe scheme or path later in the value does not make it safe.
      "javascript:alert('/x')",
      "javascript:fetch('https://evil.example')",
      ' javascript:alert(1)',
    ]) {
      const html = sanitised(`<a href="${href}">link</a>`);
      expect(html.querySelector('a')?.hasAttribute('href') ?? false, href).to.equal(false);
      expect(html.textContent, href).to.equal('link');
    }
  });

  it('keeps site links as they are, in the same tab', () => {
    const link = onlyLink('<a href="/about/history">History</a>');
    expect(link.getAttribute('href')).to.equal('/about/history');
    expect(link.hasAttribute('target')).to.equal(false);
    expect(link.querySelector('[data-external-link]')).to.equal(null);
  });

  it('opens another domain in a new tab, without access to this page, with the external mark', () => {
    const link = onlyLink('<a href="https://ugc.gov.in/">UGC</a>');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    const mark = link.querySelector('[data-external-link]')!;
    expect(mark.querySelector('[aria-hidden="true"]')!.className).to.contain('i-mdi-open-in-new');
    expect(mark.querySelector('.sr-only')!.textContent).to.equal(` (${EXTERNAL})`);
  });

  it('treats /\\host as the other host it is: new tab, rel, external mark', () => {
    const link = onlyLink('<a href="/\\evil.example/">Results</a>');
    expect(new URL(link.href).host).to.equal('evil.example');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.target).to.equal('_blank');
    expect(link.querySelector('[data-external-link]')).to.not.equal(null);
  });

  it("opens the university's own sites in a new tab without the external mark", () => {
    const link = onlyLink('<a href="https://students.ssu-kolhapur.ac.in/">Portal</a>');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.querySelector('[data-external-link]')).to.equal(null);
  });

  it('keeps mailto and tel links', () => {
    expect(onlyLink('<a href="mailto:registrar@example.org">Mail</a>').getAttribute('href')).to.equal(
      'mailto:registrar@example.org',
    );
    expect(onlyLink('<a href="tel:+912312609000">Call</a>').getAttribute('href')).to.equal('tel:+912312609000');
  });

  it('keeps quotes and entities as text', () => {
    expect(sanitised(`It's "fine" &amp; <b>bold</b> &lt;tag&gt;`).textContent).to.equal(`It's "fine" & bold <tag>`);
  });

  it('keeps paragraphs and list items as they are, one <br> for each kind of line break', () => {
    const html = sanitised('<p>One</p><p>Two</p><ol><li>a</li></ol>x\r\ny\rz');
    expect(html.innerHTML).to.equal('<p>One</p><p>Two</p><ol><li>a</li></ol>x<br>y<br>z');
  });

  it('keeps character references as the characters they name', () => {
    expect(sanitised('&#65;&#x1F600; &nbsp;&apos;').textContent).to.equal("A\u{1F600} \u00a0'");
  });

  it('drops comments', () => {
    expect(sanitised('a<!-- hidden <script>x</script> -->b').innerHTML).to.equal('ab');
  });
});
