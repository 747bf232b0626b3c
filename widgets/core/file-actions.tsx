import { useI18n } from './i18n';
import { useDocSizes, withPdfLabel } from './link-marks';

/**
 * The file controls tables, file lists and the news widget share
 * (widgets/core/file-actions.tsx): a 'view' link that opens the file in a new
 * tab and a download control. Without a file both are shown disabled and greyed:
 * the link loses its href and gets aria-disabled, the download is a disabled button.
 */

/**
 * The name a download gets (spec 7): the row's file name, falling back to
 * 'document.pdf'. A name without an extension gets the file's extension
 * (from its path, else .pdf); characters file systems refuse become '-'.
 */
export function downloadName(fileName: string | undefined, file: string | undefined): string {
  const given = fileName?.trim().replace(/[\\/:*?"<>|]+/g, '-');
  if (!given) return 'document.pdf';
  if (/\.[a-z][a-z0-9]{1,4}$/i.test(given)) return given;
  const extension = file ? /\.[a-z][a-z0-9]{1,4}$/i.exec(file.split(/[?#]/)[0])?.[0] : undefined;
  return given + (extension ?? '.pdf');
}

export interface FileActionsProps {
  /** The file's path; without it the controls are disabled. */
  file?: string;
  /** What the file is, for the controls' accessible names. */
  title: string;
  /** Download name (see downloadName). */
  fileName?: string;
  viewable?: boolean;
  downloadable?: boolean;
  /** Text of the download control (default: the catalog's `file.download`). */
  downloadText?: string;
}

// Below 640 px both controls are at least 44 x 44 px, a finger's size.
const enabledClass =
  'visible-focus inline-flex items-center gap-1 rounded border border-brand px-2 py-0.5 text-sm text-brand no-underline hover:bg-brand hover:text-white max-sm:min-h-11 max-sm:min-w-11';
const disabledClass =
  'inline-flex items-center gap-1 rounded border border-gray-300 bg-gray-100 px-2 py-0.5 text-sm text-gray-600 cursor-not-allowed max-sm:min-h-11 max-sm:min-w-11';

export function FileActions({
  file,
  title,
  fileName,
  viewable = true,
  downloadable = true,
  downloadText: downloadTextProp,
}: FileActionsProps) {
  const i18n = useI18n();
  const sizes = useDocSizes();
  const { t, controlLang } = i18n;
  const downloadText = downloadTextProp ?? t('file.download');
  if (!viewable && !downloadable) return null;
  const hasFile = Boolean(file);
  return (
    <span
      className="inline-flex flex-wrap items-center gap-2"
      data-file-actions={hasFile ? 'enabled' : 'disabled'}
      lang={controlLang}
    >
      {viewable ? (
        hasFile ? (
          <a
            href={file}
            target="_blank"
            className={enabledClass}
            aria-label={t('file.viewLabel', { title: withPdfLabel(title, file!, i18n, sizes) })}
          >
            <span className="i-mdi-eye-outline" aria-hidden="true" />
            {t('file.view')}
          </a>
        ) : (
          <span
            role="link"
            aria-disabled="true"
            className={disabledClass}
            aria-label={t('file.viewUnavailable', { title })}
          >
            <span className="i-mdi-eye-off-outline" aria-hidden="true" />
            {t('file.view')}
          </span>
        )
      ) : null}
      {downloadable ? (
        hasFile ? (
          <a
            href={file}
            download={downloadName(fileName, file)}
            className={enabledClass}
            aria-label={t('file.downloadLabel', {
              action: downloadText,
              title: withPdfLabel(title, file!, i18n, sizes),
            })}
          >
            <span className="i-mdi-download" aria-hidden="true" />
            {downloadText}
          </a>
        ) : (
          <button
            type="button"
            disabled
            className={disabledClass}
            aria-label={t('file.downloadUnavailable', { action: downloadText, title })}
          >
            <span className="i-mdi-download-off-outline" aria-hidden="true" />
            {downloadText}
          </button>
        )
      ) : null}
    </span>
  );
}
