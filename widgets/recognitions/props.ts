import type { Recognition } from '../../data/schema/home';
import type { WidgetProps } from '../core/definitions';

/** The props <Recognitions> receives: its data. */
export type RecognitionsProps = WidgetProps<{}, Recognition[]>;
