import identity from './site/identity.yaml';
import type { SiteIdentity } from './schema/site';

/** The one place that names the university (data/site/identity.yaml): another university re-skins the kit there. */
export const site: SiteIdentity = identity;
