import { docSizes } from 'virtual:doc-sizes';
import type { Translate } from '../../data/i18n/translate';
import { useI18n } from './i18n';
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

/** '23 KB', '1.4 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'PDF, 23 KB' for a document we ship ('PDF' alone if its size is unknown); undefined for other links. */
export function pdfLabel(href: string, t: Translate): string | undefined {
  const path = documentPath(href);
  if (!path) return undefined;
  const bytes = docSizes[path];
  return t('links.pdf', { size: bytes === undefined ? '' : formatSize(bytes) }).replace(/,\s*$/, '');
}

/** A document's title with its 'PDF, 23 KB' when the link is a PDF: 'Prospectus (PDF, 23 KB)'. */
export function withPdfLabel(title: string, href: string, t: Translate): string {
  const pdf = pdfLabel(href, t);
  return pdf ? `${title} (${pdf})` : title;
}

/** The marks that follow a link's text: the external icon and text, or '(PDF, 23 KB)'. */
export function LinkMarks({ href }: { href: string }) {
  const { t, controlLang } = useI18n();
  const pdf = pdfLabel(href, t);
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
