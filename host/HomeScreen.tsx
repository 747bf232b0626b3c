import { preload } from 'react-dom';
import { hero } from '../data/home/hero';
import { site } from '../data/site';

/** The home page: its sections are widgets, in the order of spec 2.4. */
export function HomeScreen() {
  // The first hero image is the largest paint: fetch it at once, even before the hero's code loads.
  preload(hero.slides[0]!.image, { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <h1 className="visually-hidden">{site.name}: home</h1>
      <uni-hero />
      <uni-portal-grid />
      <uni-affiliations />
      <uni-leadership />
      <uni-featured-video />
      <uni-events />
      <uni-recognitions />
      <uni-quick-links />
      <uni-statistics />
    </>
  );
}
