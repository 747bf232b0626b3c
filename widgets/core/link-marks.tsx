import { docSizes } from 'virtual:doc-sizes';
import type { Translate } from '../../data/i18n/translate';
import { useI18n, type I18n } from './i18n';
import { isOffSite, OFF_SITE_ICON_CLASS } from './off-site';

/**
 * What GIGW 3.0 asks every link to say about where it goes: a link that leaves
 * the university's websites gets an icon and 'opens an external website' for
 * screen readers; a link to a PDF says 'PDF' and its size, measured from
 * public/docs at build time (virtual:doc-sizes).
 */

/** The site path of a document link (also when embedding made it absolute), or undefined. */
function documentPath(href: string): string | undefined {
  const path = /^https?:\/\//i.test(href) && !isOffSite(href) ? new URL(href).pathname : href.split(/[?#]/)[0];
  return path.toLowerCase().endsWith('.pdf') ? path : undefined;
}

/** '23 KB', '1.4 MB' in English; '२३ केबी' in Marathi, '23 केबी' in Hindi. */
function formatSize(bytes: number, t: Translate, number: (value: number) => string): string {
  if (bytes < 1024 * 1024) return t('links.kilobytes', { size: number(Math.max(1, Math.round(bytes / 1024))) });
  return t('links.megabytes', { size: number(Math.round((bytes / (1024 * 1024)) * 10) / 10) });
}

/** 'PDF, 23 KB' for a document we ship ('PDF' alone if its size is unknown); undefined for other links. */
export function pdfLabel(href: string, { t, number }: Pick<I18n, 't' | 'number'>): string | undefined {
  const path = documentPath(href);
  if (!path) return undefined;
  const bytes = docSizes[path];
  return t('links.pdf', { size: bytes === undefined ? '' : formatSize(bytes, t, number) }).replace(/,\s*$/, '');
}

/** A document's title with its 'PDF, 23 KB' when the link is a PDF: 'Prospectus (PDF, 23 KB)'. */
export function withPdfLabel(title: string, href: string, i18n: Pick<I18n, 't' | 'number'>): string {
  const pdf = pdfLabel(href, i18n);
  return pdf ? `${title} (${pdf})` : title;
}

/** The marks that follow a link's text: the external icon and text, or '(PDF, 23 KB)'. */
export function LinkMarks({ href }: { href: string }) {
  const i18n = useI18n();
  const { t, controlLang } = i18n;
  const pdf = pdfLabel(href, i18n);
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
