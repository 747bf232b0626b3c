import type { FeaturedVideo } from '../../schema/home';
import { featuredVideo as englishVideo } from '../videos';

/**
 * Featured videos in Hindi (mirrors data/home/videos.ts). The featured
 * documentary's caption is the film's own Marathi title, so it stays Marathi
 * with its language; the foundation-day items get a Hindi title.
 */
const FOUNDATION_DAY_TITLE = '58वें स्थापना दिवस पर कुलपति का संदेश';

export const featuredVideo: FeaturedVideo = {
  ...englishVideo,
  heading: 'चुनिंदा वीडियो',
  items: englishVideo.items.map((item) => ({ ...item, title: FOUNDATION_DAY_TITLE })),
};
