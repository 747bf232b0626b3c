import { portalTiles } from '../../data/home/portal';
import { PortalGrid, type PortalGridProps } from './PortalGrid';

/** The component the examples render; the default example is the shipped sample. */
export const component = PortalGrid;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, PortalGridProps> = {
  default: { data: portalTiles },
  fiveTiles: { data: portalTiles.slice(0, 5) },
  empty: { data: [] },
};
