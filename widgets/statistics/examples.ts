import { statistics } from '../../data/home/statistics';
import { Statistics, type StatisticsProps } from './Statistics';

/** The component the examples render; the default example is the shipped sample. */
export const component = Statistics;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, StatisticsProps> = {
  default: { data: statistics },
  bigNumbers: {
    data: { ...statistics, items: statistics.items.map((item) => ({ ...item, volume: item.volume * 1000 })) },
  },
};
