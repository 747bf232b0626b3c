import { describe, expect, it } from 'vitest';
import { escapeHtml, lineBreaksToBr, SAFE_URI, stripToSafeHtml } from '../../widgets/core/sanitize';

/**
 * The comment layout's sanitiser without a DOM (server rendering, the prerender): each rule of
 * `stripToSafeHtml`, one input at a time. tests/browser/sanitize.test.ts checks the DOMPurify
 * version with the same kinds of input.
 */

describe('the server-side sanitiser', () => {
  it('keeps quotes and apostrophes as text, escaped', () => {
    expect(stripToSafeHtml(`It's "fine"`)).toBe('It&#39;s &quot;fine&quot;');
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('decodes named entities, in any letter case, and escapes them again', () => {
    expect(stripToSafeHtml('&amp; &lt; &gt; &quot; &apos; &AMP;')).toBe('&amp; &lt; &gt; &quot; &#39; &amp;');
    expect(stripToSafeHtml('a&nbsp;b')).toBe('a\u00a0b');
  });

  it('decodes decimal and hexadecimal character references', () => {
    expect(stripToSafeHtml('&#65;&#x42;&#X43;&#x1F600;')).toBe('ABC\u{1F600}');
    expect(stripToSafeHtml('&#x10FFFF;')).toBe('\u{10FFFF}');
    expect(stripToSafeHtml('&#60;script&#62;')).toBe('&lt;script&gt;');
  });

  it('leaves a reference to no character, or an unknown name, as the text it was', () => {
    expect(stripToSafeHtml('&#0; &#x110000; &#1114112; &copy; &;')).toBe(
      '&amp;#0; &amp;#x110000; &amp;#1114112; &amp;copy; &amp;;',
    );
  });

  it('drops comments, with whatever they hold', () => {
    expect(stripToSafeHtml('a<!-- <b>hidden</b> -->b')).toBe('ab');
    expect(stripToSafeHtml('a<!--x-->b<!--y-->c')).toBe('abc');
  });

  it('drops scripts, styles, templates, frames, objects and noscript with their content, in any case', () => {
    for (const tag of ['script', 'STYLE', 'template', 'iframe', 'object', 'noscript'])
      expect(stripToSafeHtml(`a<${tag} x="1">hidden</${tag} >b`), tag).toBe('ab');
    expect(stripToSafeHtml('a<script>one</script>b<script>two</script>c')).toBe('abc');
    // Only those elements: a <scripted> tag is an unknown tag whose text stays.
    expect(stripToSafeHtml('<scripted>text</scripted>')).toBe('text');
  });

  it('turns paragraphs, list items and <br> into line breaks, never more than one empty line', () => {
    expect(stripToSafeHtml('<p>One</p><P>Two</P ><ul><li>a</li><LI>b</li></ul>c<br>d<BR/>e<br />f')).toBe(
      'One<br>Two<br>a<br>b<br>c<br>d<br>e<br>f',
    );
    expect(stripToSafeHtml('<p>One</p>\n\n\n<p>Two</p>\n')).toBe('One<br><br>Two');
    expect(stripToSafeHtml('One\n\nTwo')).toBe('One<br><br>Two');
  });

  it('drops every other tag, its attributes and a tag left open at the end', () => {
    expect(stripToSafeHtml('<a href="javascript:alert(1)" onclick="x()">link</a>')).toBe('link');
    expect(stripToSafeHtml('<img src=x onerror="alert(1)">text')).toBe('text');
    expect(stripToSafeHtml('text <a href="x')).toBe('text');
    expect(stripToSafeHtml('text <!-- open')).toBe('text');
    expect(stripToSafeHtml('text </b')).toBe('text');
  });

  it('keeps a lone < or >, and a closed <! or </ that is no tag, as text', () => {
    expect(stripToSafeHtml('a <!x> b </ c> d')).toBe('a &lt;!x&gt; b &lt;/ c&gt; d');
    expect(stripToSafeHtml('a < b and c > d')).toBe('a &lt; b and c &gt; d');
    expect(stripToSafeHtml('1 <2')).toBe('1 &lt;2');
  });

  it('trims the message', () => {
    expect(stripToSafeHtml('  \n<p> Hello </p>\n ')).toBe('Hello');
  });

  it('turns every kind of line break into one <br>', () => {
    expect(lineBreaksToBr('a\nb\r\nc\rd\n\re')).toBe('a<br>b<br>c<br>d<br><br>e');
  });
});

describe('the links markup may keep (SAFE_URI)', () => {
  it.each(['https://ugc.gov.in/', 'HTTP://example.org', 'mailto:a@example.org', 'tel:+912312609000', '/about'])(
    'keeps %s',
    (href) => expect(SAFE_URI.test(href)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    // Allowed schemes or a path later in the value do not make it safe: the rule holds at the start only.
    "javascript:alert('/x')",
    "javascript:fetch('https://evil.example')",
    'data:text/html,<a href="https://x">',
    'vbscript:x',
    '//evil.example/',
    'about/x',
    ' https://example.org',
  ])('refuses %s', (href) => expect(SAFE_URI.test(href)).toBe(false));
});
