import portalTiles from '../../data/home/portal.yaml';
import type { WidgetExample } from '../core/definitions';
import type { PortalGridProps } from './props';
import { PortalGrid } from './PortalGrid';

/** The component the examples render; the default example is the shipped sample. */
export const component = PortalGrid;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<PortalGridProps>> = {
  default: { data: portalTiles },
  fiveTiles: { data: portalTiles.slice(0, 5) },
  empty: { data: [] },
};
