import leaders from '../../data/home/leaders.yaml';
import { defineWidget } from '../core/define-widget';
import { fromLanguageFolders } from '../core/localised-sample';
import { Leadership } from './Leadership';

/**
 * `<uni-leadership>`: the leadership panel, 4 cards (Chancellor, Vice-Chancellor,
 * Pro-Vice Chancellor, Registrar) with photo, name, position and `More Details`.
 */
defineWidget({
  tag: 'uni-leadership',
  hydrate: 'never',
  component: Leadership,
  /** URL of JSON: an array of `{name, position, image, width, height, link}` */
  data: {
    sample: leaders,
    schema: () => import('../../data/schema/home').then((m) => m.Leaders),
    translated: fromLanguageFolders(
      import.meta.glob<typeof leaders>('../../data/home/*/leaders.yaml', { import: 'default' }),
    ),
  },
});
