// The WAI-ARIA combobox pattern needs a listbox of options that are not <select>/<option>
// (those cannot hold a title and a section, nor stay open while the input keeps focus);
// each option's text is its link's text.
// oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/no-noninteractive-element-to-interactive-role, jsx-a11y/control-has-associated-label
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../i18n';
import type { Hit } from './site-index';
import { useSearchHits, useSiteSearch } from './use-site-search';

export interface SearchBoxProps {
  /** Where the form submits `q` (a page URL in the page's language). */
  action: string;
  /** The input's visible-to-screen-readers label. */
  label: string;
  placeholder: string;
  /** Classes of the input (its width differs between the header and an embedded box). */
  inputClassName?: string;
  /** Classes of the whole search landmark (the header's fills the row on phones). */
  className?: string;
  /** At most this many suggestions. */
  limit?: number;
}

/**
 * A search form whose input is a WAI-ARIA combobox (ARIA 1.2 "list autocomplete"):
 * typing shows suggestions in a listbox (aria-expanded, aria-controls,
 * aria-activedescendant), ArrowDown/ArrowUp move through them, Enter opens the
 * chosen one or, with none chosen, submits the form to the full results page,
 * Escape closes the list (and clears the box when it is already closed). A
 * polite live region says how many suggestions there are. The index is
 * downloaded on first focus, not before. Without JavaScript it is a plain GET form.
 */
export function SearchBox({
  action,
  label,
  placeholder,
  inputClassName = 'w-44',
  className,
  limit = 8,
}: SearchBoxProps) {
  const { lang, t, number } = useI18n();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const search = useSiteSearch(lang);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const input = useRef<HTMLInputElement>(null);
  const { start } = search;

  // A prerendered box hydrates on its first focus (widgets/autoload.ts): that
  // focus came before React listened, so a box that has focus at hydration starts as if just focused.
  useEffect(() => {
    const element = input.current;
    if (element && (element.getRootNode() as Document | ShadowRoot).activeElement === element) {
      start();
      setOpen(true);
      if (element.value) setQuery(element.value);
    }
  }, [start]);

  const found = useSearchHits(search.index, query, limit);
  const hits: Hit[] = found.latest?.hits ?? [];
  const expanded = open && query.trim() !== '' && hits.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const status = (() => {
    if (!open || !query.trim()) return '';
    if (search.status === 'loading') return t('search.loading');
    if (search.status === 'error' || found.failed) return t('search.loadError');
    // Said once the answer to what is typed has arrived.
    if (search.status !== 'ready' || !found.answer) return '';
    if (hits.length === 0) return t('search.noSuggestions');
    const count = { count: number(hits.length) };
    return hits.length === 1 ? t('search.suggestionsOne', count) : t('search.suggestionsMany', count);
  })();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const last = hits.length - 1;
      // Both ends wrap round, as in the APG combobox example.
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < hits.length) {
      event.preventDefault();
      links.current[active]?.click();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  return (
    <search className={className}>
      <form action={action} method="get" className="relative flex items-stretch">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          ref={input}
          id={inputId}
          name="q"
          // A text field, not type=search: HTML allows the combobox role on a text input only.
          type="text"
          enterKeyHint="search"
          required
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 && active < hits.length ? optionId(active) : undefined}
          placeholder={placeholder}
          value={query}
          onFocus={() => {
            search.start();
            setOpen(true);
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className={`visible-focus rounded-l border border-gray-500 px-2 py-1.5 text-sm ${inputClassName}`}
        />
        <button
          type="submit"
          className="visible-focus min-w-11 rounded-r bg-accent px-3 text-white hover:bg-brand-dark"
        >
          <span className="i-mdi-magnify h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{t('header.searchButton')}</span>
        </button>
        {/* Focus stays in the input while the pointer picks a suggestion (mousedown is held back). */}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          hidden={!expanded}
          onMouseDown={(event) => event.preventDefault()}
          className="absolute right-0 top-full z-20 m-0 mt-1 max-h-96 w-80 max-w-[90vw] list-none overflow-y-auto rounded border border-gray-300 bg-white p-1 shadow-lg"
        >
          {expanded
            ? hits.map((hit, index) => (
                <li
                  key={hit.url}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`rounded ${index === active ? 'bg-brand text-white' : 'text-gray-900'}`}
                  onMouseEnter={() => setActive(index)}
                >
                  <a
                    ref={(element) => {
                      links.current[index] = element;
                    }}
                    href={hit.url}
                    tabIndex={-1}
                    lang={hit.lang === lang ? undefined : hit.lang}
                    className="block px-2 py-1.5 text-inherit no-underline"
                  >
                    <span className="block text-sm font-semibold">{hit.title}</span>
                    <span className="block text-xs opacity-80">
                      {hit.kind === 'document' ? `${t('search.document')} · ` : ''}
                      {hit.section}
                    </span>
                  </a>
                </li>
              ))
            : null}
        </ul>
        <output className="sr-only" aria-live="polite">
          {status}
        </output>
      </form>
    </search>
  );
}
