import type { FeaturedVideo } from '../../schema/home';
import { featuredVideo as englishVideo } from '../videos';

/**
 * Featured videos in Marathi (mirrors data/home/videos.ts). The featured
 * documentary's caption is already Marathi in the English file and stays as it
 * is; the foundation-day items get a Marathi title.
 */
const FOUNDATION_DAY_TITLE = '५८व्या वर्धापन दिनानिमित्त कुलगुरूंचा संदेश';

export const featuredVideo: FeaturedVideo = {
  ...englishVideo,
  heading: 'निवडक व्हिडिओ',
  items: englishVideo.items.map((item) => ({ ...item, title: FOUNDATION_DAY_TITLE })),
};
