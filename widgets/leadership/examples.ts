import leaders from '../../data/home/leaders.yaml';
import type { WidgetExample } from '../core/definitions';
import type { LeadershipProps } from './props';
import { Leadership } from './Leadership';

/** The component the examples render; the default example is the shipped sample. */
export const component = Leadership;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<LeadershipProps>> = {
  default: { data: leaders },
  twoLeaders: { data: leaders.slice(0, 2) },
  longName: { data: [{ ...leaders[0]!, name: 'Prof. (Dr.) Shrimant Chhatrapati Vishwasrao Bhosale-Nimbalkar' }] },
};
