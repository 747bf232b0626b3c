import statistics from '../../data/home/statistics.yaml';
import type { WidgetExample } from '../core/definitions';
import type { StatisticsProps } from './props';
import { Statistics } from './Statistics';

/** The component the examples render; the default example is the shipped sample. */
export const component = Statistics;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<StatisticsProps>> = {
  default: { data: statistics },
  bigNumbers: {
    data: { ...statistics, items: statistics.items.map((item) => ({ ...item, volume: item.volume * 1000 })) },
  },
};
