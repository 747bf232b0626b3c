import type { ReactNode } from 'react';
import type { Link, ListItem, Text } from '../../data/schema/layouts';
import { isFilePath, isRootRelative } from '../../data/paths';
import { useI18n } from './i18n';
import { LinkMarks } from './link-marks';
import { isOffSite } from './off-site';

/**
 * Shared rendering of content text (widgets/core/text.tsx): a `Text` is a string
 * or `{ text, lang }`; links inside the site stay plain `<a href>` (the host
 * routes them), external ones open in a new tab with rel="noopener noreferrer".
 */

/** The plain string of a Text (for labels, filtering and alt texts). */
export function textOf(value: Text | undefined | null): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : value.text;
}

/** Renders a Text; a `{ text, lang }` value becomes `<span lang>`. */
export function T({ value }: { value: Text | undefined | null }): ReactNode {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return <span lang={value.lang}>{value.text}</span>;
}

/** True for links that leave the site (http(s) to another host). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** True for links to a file we ship (a document opens in a new tab). */
export function isFile(href: string): boolean {
  return isRootRelative(href) && isFilePath(href);
}

/** Attributes for a link: external links and documents open in a new tab, external ones with rel. */
export function linkAttributes(href: string): { href: string; target?: string; rel?: string } {
  if (isExternal(href)) return { href, target: '_blank', rel: 'noopener noreferrer' };
  if (isFile(href)) return { href, target: '_blank' };
  return { href };
}

export const linkClass = 'visible-focus rounded text-brand underline underline-offset-2 hover:text-accent';

/** A link; where it goes (external website, PDF and size, new tab) is announced (widgets/core/link-marks.tsx). */
export function TextLink({
  link,
  className = linkClass,
  children,
}: {
  link: Link;
  className?: string;
  children?: ReactNode;
}) {
  const { t, pageUrl, controlLang } = useI18n();
  const attributes = linkAttributes(pageUrl(link.href));
  return (
    <a {...attributes} className={className}>
      {children ?? <T value={link.text} />}
      <LinkMarks href={link.href} />
      {attributes.target === '_blank' && !isOffSite(link.href) ? (
        <span className="sr-only" lang={controlLang}>
          {' '}
          {t('widget.opensNewTab')}
        </span>
      ) : null}
    </a>
  );
}

export function isLink(value: unknown): value is Link {
  return typeof value === 'object' && value !== null && 'href' in value && 'text' in value;
}

/** One list entry: a Text, or a link. */
export function ListEntry({ item }: { item: ListItem }) {
  return isLink(item) ? <TextLink link={item} /> : <T value={item} />;
}

/** `x` or `[x, y]` as a list. */
export function asList<V>(value: V | V[]): V[] {
  return Array.isArray(value) ? value : [value];
}

/** A stable React key from a Text or link. */
export function keyOf(item: ListItem | Text, index: number): string {
  return `${index}-${isLink(item) ? item.href : textOf(item)}`;
}
