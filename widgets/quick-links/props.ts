import type { QuickLink } from '../../data/schema/site';
import type { WidgetProps } from '../core/definitions';

/** The props <QuickLinks> receives: its data. */
export type QuickLinksProps = WidgetProps<{}, QuickLink[]>;
