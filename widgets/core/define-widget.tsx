import r2wc from '@r2wc/core';
import { Suspense, useDeferredValue, useEffect, useMemo, type ComponentType } from 'react';
import { kitBase, withAssetUrls } from './asset-url';
import { adoptWidgetStyles } from './styles';
import { widgetHost, widgetRenderer, type WidgetContainer } from './renderer';
import { MOUNT_ATTRIBUTE } from '../runtime/protocol';
import { hydrationCommitted } from '../runtime/kept-input';
import {
  attributeName,
  attributeSpec,
  widgetDefinitions,
  withDeclaredDefaults,
  type AttributeDeclaration,
  type AttributeDeclarations,
  type AttributeSpec,
  type AttributeType,
  type HydrateRule,
  type HydrationData,
  type WidgetProps,
} from './definitions';
import { WidgetBoundary } from './WidgetBoundary';
import { useWidgetData, type WidgetDataSource } from './widget-data';
import { kitDataForHydration, type KitDataFile } from './kit-data';
import { LanguageProvider, useI18n, useLoadedLanguage, useWidgetLanguage } from './i18n';
import { useLocalisedSample, withLanguageLinks, type TranslatedSample } from './localised-sample';
import type { LanguageCode } from '../../data/i18n/languages';

interface BaseOptions<A extends AttributeDeclarations> {
  /** The custom element's name: `uni-` and its folder's name (widgets/registry.ts finds it there). */
  tag: `uni-${string}`;
  /**
   * Attributes the element observes, by camelCase prop name (the attribute is kebab-case),
   * each declared once: type, default, allowed values, and a JSDoc comment for its description.
   * The component's props, the manifest and the JSX typings all follow from it.
   */
  attributes?: A;
  /** When its prerendered HTML downloads code and hydrates (see HydrateOn); the build writes it into the page. */
  hydrate: HydrateRule;
  /** Data its prerendered HTML was rendered with, loaded before it hydrates (see HydrationData). */
  hydrationData?: HydrationData;
}

export interface PlainWidgetOptions<A extends AttributeDeclarations> extends BaseOptions<A> {
  component: ComponentType<WidgetProps<A>>;
}

export interface DataWidgetOptions<D, A extends AttributeDeclarations> extends BaseOptions<A> {
  /** It receives its attributes, its data and `bundledData` (see WidgetProps). */
  component: ComponentType<WidgetProps<A, D>>;
  /** Bundled sample data and the schema that embedder JSON (`src` or inline script) must pass. */
  data: WidgetDataSource<D> & {
    /** The sample in another language, when a translated data file exists (`fromLanguageFolders`, localised-sample.ts). */
    translated?: TranslatedSample<D>;
    /**
     * The kit's file that holds its default data instead of a bundled sample (kit-data.ts): data
     * that grows with what the university publishes stays out of the widget's code. A prerendered
     * widget then hydrates once the file is read (its `hydrationData`).
     */
    file?: KitDataFile;
  };
}

type AnyWidgetOptions = PlainWidgetOptions<any> | DataWidgetOptions<any, any>;

/** Every widget has a `lang` attribute (handled here, once): see widgets/core/i18n.tsx. */
export const LANG_ATTRIBUTE = 'lang';

/** r2wc's container: the shadow root, or the element itself for a prerendered light-DOM widget. */
type R2wcProps = Record<string, unknown> & { container?: WidgetContainer; src?: string };

/** The parts of r2wc's element class we extend (its props and render live under these registered symbols). */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
declare class R2wcElement extends HTMLElement {
  static readonly observedAttributes: string[];
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}

/** What the visitor reads in place of a section whose data is invalid or could not be downloaded. */
function DataNotice({ unreachable }: { unreachable: boolean }) {
  const { t } = useI18n();
  return (
    <p role="status" className="m-0 border-l-4 border-alert bg-accent-light px-3 py-2 text-sm">
      {t(unreachable ? 'widget.unreachableData' : 'widget.invalidData')}
    </p>
  );
}

function LoadingNotice() {
  const { t } = useI18n();
  return (
    <p className="m-0 p-2 text-sm" role="status" data-uni-loading="">
      {t('widget.loading')}
    </p>
  );
}

/** Embedded on another site (the embed loader ran), the sample's root-relative files resolve against the kit's site. */
const embeddedSources = new WeakMap<WidgetDataSource<any>, WidgetDataSource<any>>();
function dataSource<D>(source: WidgetDataSource<D>): WidgetDataSource<D> {
  if (!kitBase()) return source;
  let embedded = embeddedSources.get(source);
  if (!embedded) embeddedSources.set(source, (embedded = { ...source, sample: withAssetUrls(source.sample) }));
  return embedded;
}

/**
 * The bundled sample in the widget's language, its page links in that language
 * too. While another language's file loads (the page switched language), the
 * previous language stays on screen: the deferred value suspends, not the widget.
 */
function useLocalisedSource<D>(
  options: DataWidgetOptions<D, AttributeDeclarations>,
  lang: LanguageCode,
): WidgetDataSource<D> {
  const deferredLang = useDeferredValue(lang);
  const { data } = useLocalisedSample(options.data.sample, options.data.translated, deferredLang);
  return useMemo(() => {
    if (deferredLang === 'en') return dataSource(options.data);
    return dataSource({ ...options.data, sample: withLanguageLinks(data, deferredLang) });
  }, [options.data, data, deferredLang]);
}

function DataGate<D>({
  options,
  props,
  lang,
}: {
  options: DataWidgetOptions<D, AttributeDeclarations>;
  props: Record<string, unknown> & { host?: Element; src?: string };
  lang: LanguageCode;
}) {
  const { host, ...attributes } = props;
  const source = useLocalisedSource(options, lang);
  const state = useWidgetData(options.tag, source, props.src, host, options.data.file?.(attributes, lang));
  if (state.status === 'loading') return <LoadingNotice />;
  if (state.status !== 'ready') return <DataNotice unreachable={state.status === 'unreachable'} />;
  const Component = options.component;
  return <Component {...attributes} data={state.data} bundledData={state.own} />;
}

/**
 * Tells the element its content is live and replays the input kept while it waited
 * (runtime/kept-input.ts): rendered last inside the content's Suspense boundary, whose server
 * HTML React hydrates after the root commits; earlier, a replayed change reached a select
 * React had not hydrated yet and was lost.
 */
function ContentLive({ host }: { host: Element | undefined }) {
  useEffect(() => {
    if (host) hydrationCommitted(host);
  }, [host]);
  return null;
}

function widgetRoot(options: AnyWidgetOptions, declared: Record<string, AttributeSpec>) {
  return function WidgetRoot(props: R2wcProps) {
    const { container, lang: langAttribute, ...given } = props;
    const host = container && widgetHost(container);
    const attributes = withDeclaredDefaults(given, declared);
    const wanted = useWidgetLanguage(langAttribute as string | undefined, host);
    // Nothing until the widget's language is loaded: never a first paint in another language.
    const lang = useLoadedLanguage(wanted);
    const Component = options.component as ComponentType<Record<string, unknown>>;
    if (!lang) return null;
    return (
      <WidgetBoundary tag={options.tag}>
        <LanguageProvider lang={lang}>
          <div className="uni-root" lang={lang}>
            {'data' in options ? (
              <Suspense fallback={null}>
                <DataGate options={options} props={{ host, ...attributes }} lang={lang} />
                <ContentLive host={host} />
              </Suspense>
            ) : (
              <Suspense fallback={null}>
                <Component {...attributes} />
                <ContentLive host={host} />
              </Suspense>
            )}
          </div>
        </LanguageProvider>
      </WidgetBoundary>
    );
  };
}

/**
 * Turns a React component into a `uni-*` custom element with an open shadow
 * root (or, prerendered on the host's pages, its light DOM), the shared stylesheet and an
 * error boundary. Safe to call twice, safe
 * to import under Node (it does nothing where custom elements do not exist).
 */
export function defineWidget<const A extends AttributeDeclarations = {}>(options: PlainWidgetOptions<A>): void;
export function defineWidget<D, const A extends AttributeDeclarations = {}>(options: DataWidgetOptions<D, A>): void;
export function defineWidget(options: AnyWidgetOptions): void {
  const declared = Object.fromEntries(
    Object.entries<AttributeDeclaration>(options.attributes ?? {}).map(([prop, declaration]) => [
      prop,
      attributeSpec(declaration),
    ]),
  );
  const takesData = 'data' in options;
  // The element's props: its own attributes, and `src` for a data widget; `lang` is observed beside them.
  const attributes: Record<string, AttributeType> = {
    ...Object.fromEntries(Object.entries(declared).map(([prop, spec]) => [prop, spec.type])),
    ...(takesData ? { src: 'string' as const } : {}),
  };
  const Root = widgetRoot(options, declared);
  if (!widgetDefinitions.has(options.tag)) {
    widgetDefinitions.set(options.tag, {
      tag: options.tag,
      attributes: { ...attributes, [LANG_ATTRIBUTE]: 'string' },
      declared,
      takesData,
      data: takesData ? options.data : undefined,
      Root,
      hydrate: options.hydrate,
      hydrationData:
        options.hydrationData ??
        ('data' in options && options.data.file ? kitDataForHydration(options.data.file) : undefined),
    });
  }
  if (typeof customElements === 'undefined' || customElements.get(options.tag)) return;
  const Base = r2wc(Root, { shadow: 'open', props: attributes }, widgetRenderer) as unknown as typeof R2wcElement;
  const propOf = new Map(Object.keys(attributes).map((prop) => [attributeName(prop), prop]));
  class UniWidget extends Base {
    /**
     * `lang` is observed here rather than as an r2wc prop, so the element keeps the
     * standard `lang` property; the widget follows its attribute (see i18n.tsx).
     */
    static get observedAttributes(): string[] {
      return [...super.observedAttributes, LANG_ATTRIBUTE];
    }

    /**
     * Where r2wc renders: the element itself when the build prerendered its content in the light
     * DOM (the host's own pages, widgets/core/prerender-markup.ts), else a new shadow root (always
     * in the embed kit: other sites hold no prerendered widget).
     */
    attachShadow(init: ShadowRootInit): ShadowRoot {
      return !import.meta.env.UNI_EMBED_KIT && this.firstElementChild?.hasAttribute(MOUNT_ATTRIBUTE)
        ? (this as unknown as ShadowRoot)
        : super.attachShadow(init);
    }

    constructor() {
      super();
      this[R2WC_PROPS].lang = this.getAttribute(LANG_ATTRIBUTE) || undefined;
      adoptWidgetStyles(this.shadowRoot);
    }

    /**
     * r2wc ignores an attribute that is removed or set to "": the old value would stay.
     * Here a removed (or empty) attribute falls back to the widget's default, and a
     * boolean attribute that is merely present (`<uni-x compact>`) is true, as in HTML.
     */
    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (name === LANG_ATTRIBUTE) {
        this[R2WC_PROPS].lang = value || undefined;
        this[R2WC_RENDER]();
        return;
      }
      const prop = propOf.get(name);
      if (prop && (value === null || value === '')) {
        this[R2WC_PROPS][prop] = value === '' && attributes[prop] === 'boolean' ? true : undefined;
        this[R2WC_RENDER]();
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }
  }
  customElements.define(options.tag, UniWidget);
}
