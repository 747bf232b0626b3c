import type { PortalTile } from '../../data/schema/home';
import type { WidgetProps } from '../core/definitions';

/** The props <PortalGrid> receives: its data. */
export type PortalGridProps = WidgetProps<{}, PortalTile[]>;
