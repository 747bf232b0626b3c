import { footerLinks } from '../../data/footer';
import type { FooterProps } from './Footer';

export const examples: Record<string, FooterProps> = {
  default: { data: footerLinks },
  sevenLinks: { data: footerLinks.slice(0, 7) },
  noLinks: { data: [] },
};
