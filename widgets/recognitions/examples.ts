import { recognitions } from '../../data/home/recognitions';
import { Recognitions, type RecognitionsProps } from './Recognitions';

/** The component the examples render; the default example is the shipped sample. */
export const component = Recognitions;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, RecognitionsProps> = {
  default: { data: recognitions },
  three: { data: recognitions.slice(0, 3) },
};
