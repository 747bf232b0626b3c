import { useEffect, useState, type MouseEvent } from 'react';
import { LANGUAGES, isLanguage } from '../../data/i18n/languages';
import { site } from '../../data/site';
import { focusElementById } from '../core/focus-target';
import { useI18n } from '../core/i18n';
import { useClientValue } from '../core/use-client-value';
import { chooseLanguage } from './language';
import { DEFAULT_TEXT_SIZE, TEXT_SIZE_STEPS } from '../runtime/protocol';
import { applyTextSize, nextTextSize, readTextSize } from './text-size';
import { applyContrast, currentContrast, type Contrast } from './contrast';
import type { AccessBarProps } from './props';
import { contrastMark, textSizeMark, type TextSizeButton } from './buttons';

// Below 640 px every control is at least 44 x 44 px (a finger, not a mouse pointer).
const linkClass =
  'visible-focus inline-flex items-center gap-1 rounded px-1 py-1 text-white underline-offset-2 hover:underline max-sm:min-h-11';
const buttonClass =
  'visible-focus min-w-9 rounded border border-white/60 bg-transparent px-2 py-0.5 text-sm font-semibold text-white hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-60 max-sm:min-h-11 max-sm:min-w-11';

export function AccessBar({ navigationTarget, contentTarget }: AccessBarProps) {
  // The stored size is read in the browser only (null on the server); a click overrides it.
  const storedSize = useClientValue<number | null>(readTextSize, null);
  const [chosenSize, setChosenSize] = useState<number | null>(null);
  const textSize = chosenSize ?? storedSize;
  // What the buttons say: the default until a size is stored or chosen.
  const shownSize = textSize ?? DEFAULT_TEXT_SIZE;
  const { lang, t, number, pageUrl } = useI18n();
  const storedContrast = useClientValue<Contrast>(currentContrast, 'standard');
  const [chosenContrast, setChosenContrast] = useState<Contrast | null>(null);
  const contrast = chosenContrast ?? storedContrast;
  // The polite live region says the result of the visitor's last change (text size or colours).
  const [lastChange, setLastChange] = useState<'size' | 'contrast' | null>(null);

  useEffect(() => {
    if (textSize !== null) applyTextSize(textSize);
  }, [textSize]);

  const skipTo = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusElementById(id)) event.preventDefault();
  };

  // From the latest size, not this render's: quick clicks each take one step, and a click
  // replayed right after hydration starts from the stored size.
  const changeSize = (change: TextSizeButton) => {
    setChosenSize((size) =>
      change === 'reset' ? DEFAULT_TEXT_SIZE : nextTextSize(size ?? readTextSize() ?? DEFAULT_TEXT_SIZE, change),
    );
    setLastChange('size');
  };

  const toggleContrast = () => {
    // What the page shows now (a click replayed right after hydration may see a stale render).
    const next: Contrast = currentContrast() === 'high' ? 'standard' : 'high';
    setChosenContrast(next);
    applyContrast(next);
    setLastChange('contrast');
  };

  const announcement =
    lastChange === 'size'
      ? t('accessBar.textSizeNow', { percent: number(shownSize) })
      : lastChange === 'contrast'
        ? t(contrast === 'high' ? 'accessBar.highContrastOn' : 'accessBar.highContrastOff')
        : '';

  return (
    <div className="bg-brand-dark text-sm text-white">
      {/* GIGW: the first Tab stop of every page; hidden until it has keyboard focus. */}
      <a
        className="visible-focus sr-only z-50 rounded bg-white px-3 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:min-h-11"
        href={`#${contentTarget}`}
        onClick={skipTo(contentTarget)}
        data-skip-link=""
      >
        {t('accessBar.skipToMain')}
      </a>
      <output className="sr-only" data-access-announcement="">
        {announcement}
      </output>
      {/* Phones: every control below behind one disclosure, one row high; from 640 px always shown, no toggle. */}
      <details className="disclosure-until-sm" data-access-disclosure="">
        <summary className="visible-focus flex min-h-11 summary-button items-center gap-2 px-3 font-semibold">
          <span className="i-mdi-human h-5 w-5" aria-hidden="true" />
          {t('accessBar.panel')}
          <span className="i-mdi-chevron-down ml-auto h-5 w-5 flip-when-open" aria-hidden="true" />
        </summary>
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-1">
          <ul className="m-0 flex list-none flex-wrap items-center gap-x-3 p-0" aria-label={t('accessBar.contact')}>
            <li>
              <a className={linkClass} href={`tel:${site.phone.dial}`}>
                <span className="i-mdi-phone h-4 w-4" aria-hidden="true" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a className={linkClass} href={`mailto:${site.email}`}>
                <span className="i-mdi-email-outline h-4 w-4" aria-hidden="true" />
                {site.email}
              </a>
            </li>
          </ul>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <nav aria-label={t('accessBar.accessibility')}>
              <ul className="m-0 flex list-none flex-wrap items-center gap-x-3 p-0">
                <li>
                  <a className={linkClass} href={`#${navigationTarget}`} onClick={skipTo(navigationTarget)}>
                    {t('accessBar.toNavigation')}
                  </a>
                </li>
                <li>
                  <a className={linkClass} href={`#${contentTarget}`} onClick={skipTo(contentTarget)}>
                    {t('accessBar.toContent')}
                  </a>
                </li>
                <li>
                  <a className={linkClass} href={pageUrl('/screen-reader-access')}>
                    <span className="i-mdi-account-voice h-4 w-4" aria-hidden="true" />
                    {t('accessBar.screenReader')}
                  </a>
                </li>
              </ul>
            </nav>
            <div role="group" aria-label={t('accessBar.textSize')} className="flex items-center gap-1">
              <button
                type="button"
                className={buttonClass}
                onClick={() => changeSize('larger')}
                disabled={shownSize === TEXT_SIZE_STEPS.at(-1)}
                {...textSizeMark('larger')}
              >
                A+<span className="sr-only"> {t('accessBar.largerText')}</span>
              </button>
              <button
                type="button"
                className={buttonClass}
                onClick={() => changeSize('reset')}
                aria-pressed={shownSize === DEFAULT_TEXT_SIZE}
                {...textSizeMark('reset')}
              >
                A<span className="sr-only"> {t('accessBar.normalText')}</span>
              </button>
              <button
                type="button"
                className={buttonClass}
                onClick={() => changeSize('smaller')}
                disabled={shownSize === TEXT_SIZE_STEPS[0]}
                {...textSizeMark('smaller')}
              >
                A-<span className="sr-only"> {t('accessBar.smallerText')}</span>
              </button>
            </div>
            <button
              type="button"
              className={buttonClass}
              onClick={toggleContrast}
              aria-pressed={contrast === 'high'}
              {...contrastMark}
            >
              <span className="i-mdi-contrast-circle mr-1 h-4 w-4" aria-hidden="true" />
              {t('accessBar.highContrast')}
            </button>
            <label className="flex items-center gap-1">
              <span className="i-mdi-translate h-4 w-4" aria-hidden="true" />
              <span className="sr-only">{t('accessBar.language')}</span>
              <select
                className="font-chrome-devanagari visible-focus rounded border border-white/60 bg-brand-dark px-1 py-0.5 text-sm text-white max-sm:min-h-11"
                value={lang}
                onChange={(event) => {
                  const code = event.currentTarget.value;
                  if (isLanguage(code) && code !== lang) chooseLanguage(code);
                }}
              >
                {LANGUAGES.map(({ code, label }) => (
                  <option key={code} value={code} lang={code}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
      </details>
    </div>
  );
}
