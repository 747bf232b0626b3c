import type { Hero as HeroData } from '../../data/schema/home';
import type { WidgetProps } from '../core/definitions';

/** The props <Hero> receives: its data. */
export type HeroProps = WidgetProps<{}, HeroData>;
