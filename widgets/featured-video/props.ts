import type { FeaturedVideo as FeaturedVideoData } from '../../data/schema/home';
import type { WidgetProps } from '../core/definitions';

/** The props <FeaturedVideo> receives: its data. */
export type FeaturedVideoProps = WidgetProps<{}, FeaturedVideoData>;
