import type { Leader } from '../../data/schema/home';
import type { WidgetProps } from '../core/definitions';

/** The props <Leadership> receives: its data. */
export type LeadershipProps = WidgetProps<{}, Leader[]>;
