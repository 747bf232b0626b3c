import recognitions from '../../data/home/recognitions.yaml';
import { defineWidget } from '../core/define-widget';
import { fromLanguageFolders } from '../core/localised-sample';
import { Recognitions } from './Recognitions';

/**
 * `<uni-recognitions>`: a row of 6 recognition logos, each with alt text.
 */
defineWidget({
  tag: 'uni-recognitions',
  hydrate: 'never',
  component: Recognitions,
  /** URL of JSON: an array of `{title, src, alt, width, height}` */
  data: {
    sample: recognitions,
    schema: () => import('../../data/schema/home').then((m) => m.Recognitions),
    translated: fromLanguageFolders(
      import.meta.glob<typeof recognitions>('../../data/home/*/recognitions.yaml', { import: 'default' }),
    ),
  },
});
