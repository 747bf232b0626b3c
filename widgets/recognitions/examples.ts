import recognitions from '../../data/home/recognitions.yaml';
import type { WidgetExample } from '../core/definitions';
import type { RecognitionsProps } from './props';
import { Recognitions } from './Recognitions';

/** The component the examples render; the default example is the shipped sample. */
export const component = Recognitions;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<RecognitionsProps>> = {
  default: { data: recognitions },
  three: { data: recognitions.slice(0, 3) },
};
