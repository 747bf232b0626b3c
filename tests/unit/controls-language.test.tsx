import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../data/schema/content';
import { translate } from '../../data/i18n/translate';
import { LanguageProvider } from '../../widgets/core/i18n';
import { ContentPageView } from '../../widgets/content-page/ContentPage';
import { findRoute } from '../../data/routes';
import { LayoutView } from '../../widgets/layouts/LayoutView';

/**
 * English content on a Marathi or Hindi page (a body not translated yet, or a passage
 * marked `lang: en`) stays English and says so with `lang="en"`; its controls, headers
 * and screen-reader texts stay in the page's language and carry that `lang` themselves.
 */
const table: ContentItem = {
  content_id: 1,
  layout_type: 'searchbar-table',
  searchable: true,
  sections: [
    {
      columns: [
        { heading: 'Title', accessor: 'file_title' },
        { heading: 'File', accessor: 'file' },
      ],
      rows: [{ file_title: 'Examination timetable', file: '/docs/x.pdf' }],
    },
  ],
} as ContentItem;

const contacts: ContentItem = {
  content_id: 2,
  layout_type: 'contact-composite',
  sections: [
    {
      heading: 'Registrar',
      rows: [
        { icon: 'address', text: 'Vidyanagar, Kolhapur' },
        { icon: 'phone', text: '+91 231 260 9000' },
        { icon: 'email', text: 'registrar@example.ac.in' },
      ],
    },
  ],
} as ContentItem;

describe.each(['mr', 'hi'] as const)('controls on a %s page around English content', (lang) => {
  const passage = (item: ContentItem) =>
    renderToString(
      <LanguageProvider lang={lang}>
        <LayoutView item={{ ...item, lang: 'en' }} />
      </LanguageProvider>,
    );

  it('the table search box, view and download read in the page language and are marked with it', () => {
    const html = passage(table);
    expect(html).toMatch(/^<section[^>]* lang="en"/);
    for (const key of ['table.filterLabel', 'file.view', 'file.download'] as const) {
      const text = translate(lang, key);
      expect(html, key).toContain(text);
      expect(html, key).not.toContain(translate('en', key));
    }
    expect(html).toMatch(new RegExp(`data-table-filter="" lang="${lang}"`));
    expect(html).toMatch(new RegExp(`data-file-actions="enabled" lang="${lang}"`));
  });

  it("the contact rows' screen-reader labels are words of the page language", () => {
    const html = passage(contacts).replaceAll('<!-- -->', '');
    for (const key of ['contact.address', 'contact.phone', 'contact.email'] as const)
      expect(html, key).toContain(`<span class="sr-only" lang="${lang}">${translate(lang, key)}: </span>`);
    expect(html).not.toMatch(/>(address|phone|email):/);
  });

  it('a body shown in English keeps its notice, titles and controls in the page language', () => {
    const route = findRoute('/student/circulars')!;
    const html = renderToString(
      <LanguageProvider lang={lang}>
        <ContentPageView route={route} translated={false} />
      </LanguageProvider>,
    );
    expect(html).toContain(translate(lang, 'contentPage.englishOnly'));
    expect(html).toContain(translate(lang, 'file.view'));
    expect(html).not.toMatch(/>view</);
    expect(html).not.toMatch(/>Download</);
  });
});
