import type { Statistics as StatisticsData } from '../../data/schema/home';
import type { WidgetProps } from '../core/definitions';

/** The props <Statistics> receives: its data. */
export type StatisticsProps = WidgetProps<{}, StatisticsData>;
