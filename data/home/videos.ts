import type { FeaturedVideo } from '../schema/home';

const FOUNDATION_DAY_TITLE = "Vice Chancellor's Message on the 58th Foundation Day";

/**
 * Featured video panel (spec 2.4 item 5). Playing and sharing are not shown in
 * the spec: play opens the video's page on the platform in a new tab; Share
 * uses the Web Share API, or copies the link. The video addresses are sample
 * addresses on the university's channel.
 */
export const featuredVideo: FeaturedVideo = {
  heading: 'Featured Videos',
  featured: {
    caption: 'वृत्तपत्रविद्या व जनसंवाद विभागाच्या विद्यार्थ्यांनी साकारलेला माहितीपट: ‘सह्याद्रीच्या कुशीत’',
    captionLang: 'mr',
    poster: '/images/home/video-documentary.svg',
    width: 960,
    height: 540,
    url: 'https://www.youtube.com/watch?v=ssuDocu2025',
  },
  platform: 'YouTube',
  platformIcon: 'i-simple-icons-youtube',
  items: [1, 2, 3, 4].map((part) => ({
    id: part,
    title: FOUNDATION_DAY_TITLE,
    thumbnailUrl: `/images/home/video-foundation-day-${part}.svg`,
    width: 320,
    height: 180,
    url: `https://www.youtube.com/watch?v=ssuFDay58p${part}`,
  })),
};
