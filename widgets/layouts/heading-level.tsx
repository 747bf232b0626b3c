import { createContext, useContext, type ReactNode } from 'react';

/**
 * The level of the headings inside a layout: h3 under the content item's own h2 title, h2 when the
 * item has no title, so that a page's h1 is never followed by an h3 (the Nu HTML Checker and screen
 * reader users both read a skipped level as a missing section).
 */
const HeadingLevel = createContext<2 | 3>(3);

export const LayoutHeadingLevel = HeadingLevel.Provider;

export function LayoutHeading({ id, className, children }: { id?: string; className: string; children: ReactNode }) {
  const Heading = useContext(HeadingLevel) === 2 ? 'h2' : 'h3';
  return (
    <Heading id={id} className={className}>
      {children}
    </Heading>
  );
}
