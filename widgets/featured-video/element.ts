import featuredVideo from '../../data/home/videos.yaml';
import { defineWidget } from '../core/define-widget';
import { fromLanguageFolders } from '../core/localised-sample';
import { FeaturedVideo } from './FeaturedVideo';

/**
 * `<uni-featured-video>`: the featured video panel: poster with a play button
 * (opens the video in a new tab), Marathi caption, Share (Web Share API, else
 * copy the link, announced), `Watch on` badge and a list of 4 thumbnails.
 */
defineWidget({
  tag: 'uni-featured-video',
  hydrate: 'interaction',
  component: FeaturedVideo,
  /** URL of JSON `{heading, featured: {caption, captionLang, poster, width, height, url}, platform, platformIcon, items: [{id, title, thumbnailUrl, width, height, url}]}` */
  data: {
    sample: featuredVideo,
    schema: () => import('../../data/schema/home').then((m) => m.FeaturedVideo),
    translated: fromLanguageFolders(
      import.meta.glob<typeof featuredVideo>('../../data/home/*/videos.yaml', { import: 'default' }),
    ),
  },
});
