import { footerLinks } from '../../data/footer';
import type { WidgetExample } from '../core/definitions';
import type { FooterProps } from './props';
import { Footer } from './Footer';

/** The component the examples render; the default example is the shipped sample. */
export const component = Footer;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<FooterProps>> = {
  default: { data: footerLinks },
  sevenLinks: { data: footerLinks.slice(0, 7) },
  noLinks: { data: [] },
};
