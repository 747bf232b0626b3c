import affiliatedLogos from '../../data/home/affiliations.yaml';
import type { WidgetExample } from '../core/definitions';
import type { AffiliationsProps } from './props';
import { Affiliations } from './Affiliations';

/** The component the examples render; the default example is the shipped sample. */
export const component = Affiliations;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<AffiliationsProps>> = {
  default: { data: affiliatedLogos },
  eightLogos: { data: affiliatedLogos.slice(0, 8) },
  oneLogo: { data: affiliatedLogos.slice(0, 1) },
};
