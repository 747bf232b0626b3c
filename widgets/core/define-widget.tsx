import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { adoptWidgetStyles } from './styles';
import { widgetRenderer } from './renderer';
import { WidgetBoundary } from './WidgetBoundary';
import { useWidgetData, type WidgetDataSource } from './widget-data';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

interface BaseOptions {
  /** The custom element's name; always `uni-` something. */
  tag: `uni-${string}`;
  /** Attributes the element observes, by camelCase prop name (the attribute is kebab-case). */
  attributes?: Record<string, AttributeType>;
}

export interface PlainWidgetOptions<P> extends BaseOptions {
  component: ComponentType<P>;
}

export interface DataWidgetOptions<D, P> extends BaseOptions {
  component: ComponentType<P & { data: D }>;
  /** Bundled sample data and the schema that embedder JSON (`src` or inline script) must pass. */
  data: WidgetDataSource<D>;
}

type R2wcProps = Record<string, unknown> & { container?: ShadowRoot; src?: string };

function InvalidDataNotice() {
  return (
    <p role="status" className="m-0 border-l-4 border-alert bg-accent-light px-3 py-2 text-sm">
      This section could not be shown because its data is invalid.
    </p>
  );
}

function DataGate<D>({ options, props }: { options: DataWidgetOptions<D, any>; props: R2wcProps }) {
  const { container, ...attributes } = props;
  const state = useWidgetData(options.tag, options.data, props.src, container?.host);
  if (state.status === 'invalid') return <InvalidDataNotice />;
  if (state.status === 'loading') return <p className="m-0 p-2 text-sm" role="status">Loading…</p>;
  const Component = options.component;
  return <Component {...attributes} data={state.data} />;
}

function widgetRoot(options: PlainWidgetOptions<any> | DataWidgetOptions<any, any>) {
  return function WidgetRoot(props: R2wcProps) {
    const { container: _container, ...attributes } = props;
    const Component = options.component;
    return (
      <WidgetBoundary tag={options.tag}>
        <div className="uni-root">{'data' in options ? <DataGate options={options} props={props} /> : <Component {...attributes} />}</div>
      </WidgetBoundary>
    );
  };
}

/**
 * Turns a React component into a `uni-*` custom element with an open shadow
 * root, the shared stylesheet and an error boundary. Safe to call twice, safe
 * to import under Node (it does nothing where custom elements do not exist).
 */
export function defineWidget<P>(options: PlainWidgetOptions<P>): void;
export function defineWidget<D, P>(options: DataWidgetOptions<D, P>): void;
export function defineWidget(options: PlainWidgetOptions<any> | DataWidgetOptions<any, any>): void {
  if (typeof customElements === 'undefined' || customElements.get(options.tag)) return;
  const attributes = { ...options.attributes, ...('data' in options ? { src: 'string' as const } : {}) };
  const Base = r2wc(widgetRoot(options), { shadow: 'open', props: attributes }, widgetRenderer) as typeof HTMLElement;
  class UniWidget extends Base {
    constructor() {
      super();
      adoptWidgetStyles(this.shadowRoot!);
    }
  }
  customElements.define(options.tag, UniWidget);
}
