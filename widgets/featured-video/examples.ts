import featuredVideo from '../../data/home/videos.yaml';
import type { WidgetExample } from '../core/definitions';
import type { FeaturedVideoProps } from './props';
import { FeaturedVideo } from './FeaturedVideo';

/** The component the examples render; the default example is the shipped sample. */
export const component = FeaturedVideo;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<FeaturedVideoProps>> = {
  default: { data: featuredVideo },
  noThumbnails: { data: { ...featuredVideo, items: [] } },
  englishCaption: {
    data: {
      ...featuredVideo,
      featured: {
        ...featuredVideo.featured,
        caption: 'A documentary by the students of the Department of Mass Communication',
        captionLang: 'en',
      },
    },
  },
};
