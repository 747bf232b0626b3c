import { leaders } from '../../data/home/leaders';
import { Leadership, type LeadershipProps } from './Leadership';

/** The component the examples render; the default example is the shipped sample. */
export const component = Leadership;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, LeadershipProps> = {
  default: { data: leaders },
  twoLeaders: { data: leaders.slice(0, 2) },
  longName: { data: [{ ...leaders[0]!, name: 'Prof. (Dr.) Shrimant Chhatrapati Vishwasrao Bhosale-Nimbalkar' }] },
};
