import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../data/schema/content';
import { formatDigits } from '../../data/i18n/format';
import { LanguageProvider } from '../../widgets/core/i18n';
import { DocSizesProvider } from '../../widgets/core/link-marks';
import { TextLink } from '../../widgets/core/text';
import { localEventDate } from '../../widgets/events/event-logic';
import { LayoutView } from '../../widgets/layouts/LayoutView';

/** Marathi writes Devanagari digits wherever it shows a number; Hindi and English Latin ones. */
const inLanguage = (lang: 'en' | 'mr' | 'hi', node: React.ReactNode) =>
  renderToString(<LanguageProvider lang={lang}>{node}</LanguageProvider>).replaceAll('<!-- -->', '');

const table: ContentItem = {
  content_id: 1,
  layout_type: 'searchbar-table',
  sections: [{ columns: [{ heading: 'No.', accessor: 'serial_no' }], rows: [{ serial_no: 12 }, { serial_no: 2025 }] }],
} as ContentItem;

describe('numbers in each language', () => {
  it('serial numbers and years in tables, never grouped', () => {
    expect(inLanguage('mr', <LayoutView item={table} />)).toMatch(/>१२<\/td>[\s\S]*>२०२५<\/td>/);
    expect(inLanguage('hi', <LayoutView item={table} />)).toMatch(/>12<\/td>[\s\S]*>2025<\/td>/);
    // A number inside English content on a Marathi page stays in the English text's digits.
    expect(inLanguage('mr', <LayoutView item={{ ...table, lang: 'en' }} />)).toMatch(/>12<\/td>/);
  });

  it("a PDF's size: 'पीडीएफ, ३ केबी' in Marathi, 'पीडीएफ, 3 केबी' in Hindi", () => {
    const href = '/docs/incubation/incubation-policy.pdf';
    const link = (
      <DocSizesProvider sizes={{ [href]: 3100 }}>
        <TextLink link={{ text: 'Policy', href }} />
      </DocSizesProvider>
    );
    expect(inLanguage('mr', link)).toContain('(पीडीएफ, ३ केबी)');
    expect(inLanguage('hi', link)).toContain('(पीडीएफ, 3 केबी)');
    expect(inLanguage('en', link)).toContain('(PDF, 3 KB)');
  });

  it('event date badges read day first in Marathi and Hindi', () => {
    expect(localEventDate('SEP 15, 2025', 'mr')).toEqual({ monthDay: '१५ सप्टें', year: '२०२५' });
    expect(localEventDate('SEP 15, 2025', 'hi').monthDay).toMatch(/^15 /);
    expect(localEventDate('SEP 15, 2025', 'en')).toEqual({ monthDay: 'SEP 15', year: '2025' });
  });

  it('formatDigits changes digits only', () => {
    expect(formatDigits('mr', '0231, 7.5')).toBe('०२३१, ७.५');
    expect(formatDigits('hi', '0231')).toBe('0231');
  });
});
