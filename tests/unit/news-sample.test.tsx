import { statSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../widgets/core/i18n';
import { News } from '../../widgets/news/News';
import { sampleNewsRows } from '../../widgets/news/sample';

/** The news widget's sample (its /embed demos) gives each PDF its size, as the site's files do. */
describe("the news widget's sample rows", () => {
  it('give each PDF the size of the file it links, and no size where there is no file', () => {
    for (const row of sampleNewsRows)
      expect(row.file_size, row.file ?? String(row.serial_no)).toBe(
        row.file === undefined ? undefined : statSync(`public${row.file}`).size,
      );
    expect(sampleNewsRows.filter((row) => row.file).length).toBeGreaterThan(0);
  });

  it("mark each PDF with its size in the demo ('PDF, 2 KB'), not 'PDF' alone", () => {
    const html = renderToString(
      <LanguageProvider lang="en">
        <News data={sampleNewsRows} />
      </LanguageProvider>,
    );
    const withFiles = sampleNewsRows.filter((row) => row.file).length;
    expect(html.match(/PDF, 2 KB/g)?.length).toBeGreaterThanOrEqual(withFiles);
  });
});
