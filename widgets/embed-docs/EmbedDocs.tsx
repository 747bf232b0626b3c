import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import generatedManifest, { type ManifestAttribute } from 'virtual:custom-elements-manifest';
import { site } from '../../data/site';
import { kitBase } from '../core/asset-url';
import { useI18n } from '../core/i18n';
import { useClientValue } from '../core/use-client-value';
import { FeedsSection } from './FeedsSection';
import { EmbedForms, FormChoice, HostileHostGallery } from './EmbedForms';
import { CodeProse } from './CodeProse';
import { WordPressSection } from './WordPressSection';
import { Section } from './Section';
import {
  documentedElements,
  editorMarkup,
  formSnippet,
  LOADER_PATH,
  literalOptions,
  loaderMarkup,
  tagMarkup,
  type DocumentedElement,
  type EmbedForm,
} from './snippets';
import { keyedBy } from '../core/keyed';
import { useTranslatedElements } from './translated-docs';
import { exampleChoice, loadExamples, type WidgetExamples } from './widget-examples';
import type { EmbedDocsProps } from './props';
import { LIVE_ATTRIBUTE } from '../runtime/protocol';

/**
 * The loader's absolute URL. Read after mount (server rendering has no location):
 * the kit's own site when the docs are themselves embedded, else this page's site.
 */
function useLoaderUrl(loaderSrc: string | undefined): string {
  const browserUrl = useClientValue(absoluteLoaderUrl, LOADER_PATH);
  return loaderSrc || browserUrl;
}

function absoluteLoaderUrl(): string {
  const base = kitBase();
  return base ? new URL(LOADER_PATH.slice(1), base).href : new URL(LOADER_PATH, window.location.href).href;
}

/** The custom element this component renders in (its shadow root's host), once mounted. */
function hostOf(node: Node | null): Element | undefined {
  const root = node?.getRootNode();
  return root instanceof ShadowRoot ? root.host : undefined;
}

/**
 * Live examples are real tags in the page (light DOM), shown through a named slot where the
 * docs have a shadow root (embedded), or in the anchor itself where they are in the light DOM
 * (prerendered on the kit's site): the page's widget loader sees them like any tag a webmaster
 * writes, and each brings its own shadow root and styles.
 */
function useSlottedMarkup(anchor: RefObject<HTMLElement | null>, slot: string, markup: string | undefined) {
  useEffect(() => {
    const place = hostOf(anchor.current) ?? anchor.current;
    if (!place || markup === undefined) return;
    const holder = document.createElement('div');
    holder.slot = slot;
    holder.innerHTML = markup;
    place.append(holder);
    return () => holder.remove();
  }, [anchor, slot, markup]);
}

/** True once the element has come near the viewport (live examples load their widget only then). */
function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setSeen(true),
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useI18n();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t('embedDocs.copied'));
    } catch {
      setStatus(t('embedDocs.copyBlocked'));
    }
  };
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={copy}
        className="visible-focus inline-flex cursor-pointer items-center gap-1 rounded border border-brand border-solid bg-white px-3 py-1 text-sm font-semibold text-brand hover:bg-brand-light"
      >
        <span className="i-mdi-content-copy" aria-hidden="true" />
        {t('embedDocs.copy')} <span className="sr-only">{label}</span>
      </button>
      <span role="status" className="text-sm text-gray-700">
        {status}
      </span>
    </div>
  );
}

function Code({ children, label }: { children: string; label: string }) {
  return (
    <div className="flex flex-col gap-2">
      <pre
        className="m-0 overflow-x-auto whitespace-pre rounded bg-gray-900 p-3 text-sm leading-relaxed text-gray-100"
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        <code className="font-mono">{children}</code>
      </pre>
      <CopyButton text={children} label={label} />
    </div>
  );
}

function AttributeTable({ element }: { element: DocumentedElement }) {
  const { t } = useI18n();
  if (element.attributes.length === 0) return <p className="m-0 text-sm">{t('embedDocs.noAttributes')}</p>;
  const caption = t('embedDocs.attributesOf', { tag: element.tag });
  return (
    // Scrolls sideways on phones: focusable so the keyboard can scroll it too.
    <div className="visible-focus overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-left text-sm" data-attributes={element.tag}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-brand text-white">
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('embedDocs.attribute')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('embedDocs.type')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('embedDocs.default')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('embedDocs.whatItDoes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {element.attributes.map((attribute) => (
            <tr key={attribute.name} className="docs-row">
              <th scope="row" className="px-3 py-2 font-normal">
                <code className="font-mono">{attribute.name}</code>
              </th>
              <td className="px-3 py-2">
                <code className="font-mono">{attribute.type?.text ?? 'string'}</code>
              </td>
              <td className="px-3 py-2">
                {attribute.default ? <code className="font-mono">{attribute.default}</code> : '–'}
              </td>
              <td className="px-3 py-2">
                <CodeProse text={attribute.description ?? ''} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The widget's named examples once `load` is true (null when it has none). */
function useExamples(tag: string, load: boolean): WidgetExamples | null | undefined {
  const [examples, setExamples] = useState<WidgetExamples | null>();
  useEffect(() => {
    if (!load) return;
    let current = true;
    void (loadExamples(tag) ?? Promise.resolve(null)).then((loaded) => current && setExamples(loaded));
    return () => {
      current = false;
    };
  }, [tag, load]);
  return examples;
}

/** The widget live, as one of its named examples (examples.ts) written as a page would write it. */
function LiveExample({ element }: { element: DocumentedElement }) {
  const { t, controlLang } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const pickerId = useId();
  const seen = useSeen(ref);
  const examples = useExamples(element.tag, seen);
  const [name, setName] = useState('default');
  const slot = `example-${element.tag}`;
  const chosen = examples?.[name];
  const markup = chosen
    ? tagMarkup(exampleChoice(element, chosen))
    : examples === null
      ? (element.example ?? tagMarkup({ tag: element.tag, attributes: {} }))
      : undefined;
  useSlottedMarkup(ref, slot, markup);
  return (
    <>
      {examples && Object.keys(examples).length > 1 ? (
        <p className="m-0 flex items-center gap-2 text-sm">
          <label htmlFor={pickerId} lang={controlLang}>
            {t('embedDocs.example')}
          </label>
          {/* The examples' names are identifiers of the code (examples.ts), in no language. */}
          <select
            id={pickerId}
            lang="zxx"
            translate="no"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="visible-focus rounded border border-gray-500 border-solid px-2 py-1 text-sm"
            data-example-picker={element.tag}
          >
            {Object.keys(examples).map((example) => (
              <option key={example} value={example}>
                {example}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <div
        ref={ref}
        className="min-h-24 overflow-hidden rounded border border-gray-300 border-dashed"
        data-live-example={element.tag}
        {...{ [LIVE_ATTRIBUTE]: '' }}
      >
        <slot name={slot}>
          {/* Shown until the example is there (in the light DOM a slot shows its content always). */}
          {markup === undefined ? (
            <p className="m-0 p-4 text-sm text-gray-700">{t('embedDocs.loadsOnScroll')}</p>
          ) : null}
        </slot>
      </div>
    </>
  );
}

function WidgetSection({
  element,
  loaderUrl,
  onTry,
}: {
  element: DocumentedElement;
  loaderUrl: string;
  onTry: (tag: string) => void;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const exampleMarkup = element.example ?? tagMarkup({ tag: element.tag, attributes: {} });
  return (
    <section
      aria-labelledby={headingId}
      id={element.tag}
      className="flex flex-col gap-4 border-t border-gray-300 border-solid pt-8"
      data-widget-docs={element.tag}
    >
      <h3 id={headingId} className="m-0 text-xl text-brand" tabIndex={-1}>
        <code className="font-mono">&lt;{element.tag}&gt;</code>
      </h3>
      {keyedBy(element.paragraphs, (paragraph) => paragraph).map(({ key, item: paragraph }) => (
        <p key={key} className="m-0 max-w-prose">
          <CodeProse text={paragraph} />
        </p>
      ))}
      {element.takesData ? (
        <p className="m-0 max-w-prose text-sm">
          <CodeProse text={t('embedDocs.takesData')} />
        </p>
      ) : null}
      <h4 className="m-0 text-base font-bold">{t('embedDocs.attributes')}</h4>
      <AttributeTable element={element} />
      <h4 className="m-0 text-base font-bold">{t('embedDocs.copyAndPaste')}</h4>
      <Code
        label={t('embedDocs.snippetFor', { tag: element.tag })}
      >{`${loaderMarkup(loaderUrl)}\n${exampleMarkup}`}</Code>
      <h4 className="m-0 text-base font-bold">{t('embedDocs.liveExample')}</h4>
      <LiveExample element={element} />
      <p className="m-0">
        <button
          type="button"
          onClick={() => onTry(element.tag)}
          className="visible-focus cursor-pointer rounded border-0 bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          <CodeProse text={t('embedDocs.tryInBuilder', { tag: `<${element.tag}>` })} />
        </button>
      </p>
    </section>
  );
}

type Values = Record<string, string | boolean>;

/** "id of the element" -> "Id of the element." for a hint line. */
const sentence = (text: string) =>
  text ? text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?)]$/.test(text) ? '' : '.') : '';

function AttributeInput({
  attribute,
  value,
  onChange,
}: {
  attribute: ManifestAttribute;
  value: string | boolean | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const type = attribute.type?.text ?? 'string';
  const options = literalOptions(type);
  // An attribute is named as written in HTML (code), except the data URL, which says what it is.
  const label = attribute.name === 'src' ? t('embedDocs.dataUrl') : <code className="font-mono">{attribute.name}</code>;
  const hint = (
    <span id={`${id}-hint`} className="text-xs text-gray-700">
      <CodeProse text={sentence(attribute.description ?? '')} />
      {attribute.default !== undefined ? ` ${t('embedDocs.defaultIs', { value: attribute.default })}` : ''}
    </span>
  );
  const inputClass = 'visible-focus w-full rounded border border-gray-500 border-solid px-2 py-1 text-sm';
  if (type === 'boolean') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="flex items-center gap-2 font-mono text-sm">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            aria-describedby={`${id}-hint`}
            className="visible-focus"
          />
          {label}
        </label>
        {hint}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-mono text-sm font-semibold">
        {label}
      </label>
      {options ? (
        <select
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-hint`}
          className={inputClass}
        >
          <option value="">{t('embedDocs.defaultOption')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={type === 'number' ? 'number' : attribute.name === 'src' ? 'url' : 'text'}
          value={typeof value === 'string' ? value : ''}
          placeholder={attribute.default ?? (attribute.name === 'src' ? '/demo/department-events.json' : '')}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-hint`}
          className={inputClass}
        />
      )}
      {hint}
    </div>
  );
}

/** Re-renders the preview a moment after the last keystroke, not on every one. */
function useSettled<T>(value: T, delay = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface BuilderProps {
  elements: DocumentedElement[];
  loaderUrl: string;
  tag: string;
  onTag: (tag: string) => void;
}

function Builder({ elements, loaderUrl, tag, onTag }: BuilderProps) {
  const { t } = useI18n();
  const selectId = useId();
  const element = elements.find((candidate) => candidate.tag === tag) ?? elements[0];
  if (!element) return null;
  const picker = (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-semibold">
        {t('embedDocs.widget')}
      </label>
      {/* Tag names are code, in no language. */}
      <select
        id={selectId}
        lang="zxx"
        translate="no"
        value={element.tag}
        onChange={(event) => onTag(event.target.value)}
        className="visible-focus rounded border border-gray-500 border-solid px-2 py-1 font-mono text-sm"
      >
        {elements.map((candidate) => (
          <option key={candidate.tag} value={candidate.tag}>
            {candidate.tag}
          </option>
        ))}
      </select>
      <span className="text-xs text-gray-700">
        <CodeProse text={element.summary} />
      </span>
    </div>
  );
  // Keyed by tag: choosing another widget starts from its defaults.
  return <BuilderBody key={element.tag} element={element} loaderUrl={loaderUrl} picker={picker} />;
}

function BuilderBody({
  element,
  loaderUrl,
  picker,
}: {
  element: DocumentedElement;
  loaderUrl: string;
  picker: ReactNode;
}) {
  const { t } = useI18n();
  const jsonId = useId();
  const previewRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Values>({});
  const [inlineJson, setInlineJson] = useState('');
  const [form, setForm] = useState<EmbedForm>('tag');
  const choice = useMemo(
    () => ({ tag: element.tag, attributes: values, inlineJson: form === 'tag' ? inlineJson : '' }),
    [element.tag, values, inlineJson, form],
  );
  const frameTitle = `${element.tag.replace(/^uni-/, '').replace(/-/g, ' ')} | ${site.name}`;
  // The editor-safe form previews as itself: the page's loader upgrades the <div> as it would on a CMS page.
  const preview = useSettled(form === 'editor' ? editorMarkup(choice) : tagMarkup(choice));
  useSlottedMarkup(previewRef, 'builder-preview', preview);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" data-builder="">
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('embedDocs.builder')}
      >
        {picker}
        {element.attributes.length ? (
          <fieldset className="m-0 flex flex-col gap-3 rounded border border-gray-300 border-solid p-3">
            <legend className="px-1 text-sm font-semibold">{t('embedDocs.attributes')}</legend>
            {element.attributes.map((attribute) => (
              <AttributeInput
                key={attribute.name}
                attribute={attribute}
                value={values[attribute.name]}
                onChange={(value) => setValues((current) => ({ ...current, [attribute.name]: value }))}
              />
            ))}
          </fieldset>
        ) : null}
        <FormChoice form={form} onForm={setForm} />
        {element.takesData && form === 'tag' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={jsonId} className="text-sm font-semibold">
              {t('embedDocs.inlineJson')}
            </label>
            <textarea
              id={jsonId}
              rows={6}
              value={inlineJson}
              onChange={(event) => setInlineJson(event.target.value)}
              spellCheck={false}
              className="visible-focus rounded border border-gray-500 border-solid p-2 font-mono text-xs"
            />
            <span className="text-xs text-gray-700">{t('embedDocs.inlineJsonHint')}</span>
          </div>
        ) : null}
        <h3 className="m-0 text-base font-bold">{t('embedDocs.yourSnippet')}</h3>
        <p className="m-0 text-sm text-gray-700" data-form-note={form}>
          {t(`embedDocs.note.${form}`)}
        </p>
        <Code label={t('embedDocs.yourSnippet')}>{formSnippet(form, loaderUrl, choice, frameTitle)}</Code>
      </form>
      <div className="flex flex-col gap-2">
        <h3 className="m-0 text-base font-bold">{t('embedDocs.livePreview')}</h3>
        <div
          ref={previewRef}
          className="min-h-48 overflow-auto rounded border border-gray-300 border-dashed"
          data-builder-preview=""
          {...{ [LIVE_ATTRIBUTE]: '' }}
        >
          <slot name="builder-preview" />
        </div>
      </div>
    </div>
  );
}

/** `/embed`: how to put our widgets on any page, each widget's attributes, snippets, live examples and a builder. */
export function EmbedDocs({ manifest = generatedManifest, loaderSrc }: EmbedDocsProps) {
  const { lang, t, title } = useI18n();
  const englishElements = useMemo(() => documentedElements(manifest), [manifest]);
  const elements = useTranslatedElements(englishElements, lang);
  const loaderUrl = useLoaderUrl(loaderSrc);
  // The builder starts on the first widget that takes data: the common case of a department site.
  const [builderTag, setBuilderTag] = useState(
    () => (elements.find((element) => element.takesData) ?? elements[0])?.tag ?? '',
  );
  const rootRef = useRef<HTMLDivElement>(null);

  const scrollTo = (id: string) => {
    const target = (rootRef.current?.getRootNode() as Document | ShadowRoot | undefined)?.getElementById(id);
    const heading = target?.matches('h2, h3') ? target : target?.querySelector<HTMLElement>('h2, h3');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  const tryInBuilder = (tag: string) => {
    setBuilderTag(tag);
    scrollTo('embed-builder');
  };

  return (
    <div ref={rootRef} className="mx-auto flex max-w-screen-xl flex-col gap-10 px-4 py-8" data-embed-docs="">
      <h1 className="m-0 text-3xl font-bold text-brand">{title('/embed', 'Embed our widgets')}</h1>
      <p className="m-0 max-w-prose">{t('embedDocs.intro')}</p>

      <Section title={t('embedDocs.loaderTitle')} id="embed-loader">
        <Code label={t('embedDocs.loaderLabel')}>{loaderMarkup(loaderUrl)}</Code>
        <ul className="m-0 flex max-w-prose list-disc flex-col gap-2 pl-5">
          {(['loaderSmall', 'loaderTwice', 'loaderData', 'loaderScale'] as const).map((point) => (
            <li key={point}>
              <CodeProse text={t(`embedDocs.${point}`)} />
            </li>
          ))}
        </ul>
        <EmbedForms />
      </Section>

      <Section title={t('embedDocs.builderTitle')} id="embed-builder">
        <Builder elements={elements} loaderUrl={loaderUrl} tag={builderTag} onTag={setBuilderTag} />
      </Section>

      <Section title={t('embedDocs.widgetsTitle')} id="embed-widgets">
        <nav aria-label={t('embedDocs.widgetsNav')}>
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
            {elements.map((element) => (
              <li key={element.tag}>
                <a
                  href={`#${element.tag}`}
                  onClick={(event) => {
                    event.preventDefault();
                    scrollTo(element.tag);
                  }}
                  className="visible-focus inline-block rounded bg-brand-light px-2 py-1 text-sm text-brand no-underline hover:underline"
                >
                  <code className="font-mono">&lt;{element.tag}&gt;</code>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {elements.map((element) => (
          <WidgetSection key={element.tag} element={element} loaderUrl={loaderUrl} onTry={tryInBuilder} />
        ))}
      </Section>

      <Section title={t('embedDocs.galleryTitle')} id="embed-gallery">
        <HostileHostGallery />
      </Section>
      <FeedsSection />
      <WordPressSection />
    </div>
  );
}
