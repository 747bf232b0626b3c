import { createContext, useContext, type ReactNode } from 'react';
import type { DocSizes } from '../../data/page-data';
import type { Translate } from '../../data/i18n/translate';
import { useI18n, type I18n } from './i18n';
import { isOffSite, OFF_SITE_ICON_CLASS } from './off-site';

/**
 * What GIGW 3.0 asks every link to say about where it goes: a link that leaves
 * the university's websites gets an icon and 'opens an external website' for
 * screen readers; a link to a PDF says 'PDF' and its size. The sizes come with the data
 * that links the PDFs (a page's data file, the news rows: `DocSizes`), never as a table of
 * the whole site's documents (issue #26): the server renders and the browser hydrates from the
 * same data, so both write the same label.
 */

/** The site path of a document link (also when embedding made it absolute), or undefined: how `DocSizes` are keyed. */
export function documentPath(href: string): string | undefined {
  const path = /^https?:\/\//i.test(href) && !isOffSite(href) ? new URL(href).pathname : href.split(/[?#]/)[0];
  return path.toLowerCase().endsWith('.pdf') ? path : undefined;
}

/** No size known: the marks say 'PDF' alone. */
const NO_SIZES: DocSizes = {};
const DocSizesContext = createContext<DocSizes>(NO_SIZES);

/** The sizes of the PDFs the widgets inside link (undefined: none known, as for an embedder's own data). */
export function DocSizesProvider({ sizes, children }: { sizes: DocSizes | undefined; children: ReactNode }) {
  return <DocSizesContext.Provider value={sizes ?? NO_SIZES}>{children}</DocSizesContext.Provider>;
}

/** The sizes of the PDFs the data around a widget links. */
export const useDocSizes = (): DocSizes => useContext(DocSizesContext);

/** '23 KB', '1.4 MB' in English; '२३ केबी' in Marathi, '23 केबी' in Hindi. */
function formatSize(bytes: number, t: Translate, number: (value: number) => string): string {
  if (bytes < 1024 * 1024) return t('links.kilobytes', { size: number(Math.max(1, Math.round(bytes / 1024))) });
  return t('links.megabytes', { size: number(Math.round((bytes / (1024 * 1024)) * 10) / 10) });
}

/** 'PDF, 23 KB' for a document of known size ('PDF' alone if its size is unknown); undefined for other links. */
export function pdfLabel(href: string, { t, number }: Pick<I18n, 't' | 'number'>, sizes: DocSizes): string | undefined {
  const path = documentPath(href);
  if (!path) return undefined;
  const bytes = sizes[path];
  return t('links.pdf', { size: bytes === undefined ? '' : formatSize(bytes, t, number) }).replace(/,\s*$/, '');
}

/** A document's title with its 'PDF, 23 KB' when the link is a PDF: 'Prospectus (PDF, 23 KB)'. */
export function withPdfLabel(title: string, href: string, i18n: Pick<I18n, 't' | 'number'>, sizes: DocSizes): string {
  const pdf = pdfLabel(href, i18n, sizes);
  return pdf ? `${title} (${pdf})` : title;
}

/** The marks that follow a link's text: the external icon and text, or '(PDF, 23 KB)'. */
export function LinkMarks({ href }: { href: string }) {
  const i18n = useI18n();
  const { t, controlLang } = i18n;
  const pdf = pdfLabel(href, i18n, useDocSizes());
  if (pdf)
    return (
      <span className="whitespace-nowrap text-sm" data-pdf-size="" lang={controlLang}>
        {' '}
        ({pdf})
      </span>
    );
  if (!isOffSite(href)) return null;
  return (
    <span data-external-link="">
      <span className={OFF_SITE_ICON_CLASS} aria-hidden="true" />
      <span className="sr-only" lang={controlLang}>
        {' '}
        ({t('links.external')})
      </span>
    </span>
  );
}
