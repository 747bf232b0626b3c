import { preload } from 'react-dom';
import { hero } from '../data/home/hero';
import { site } from '../data/site';

/**
 * Space the home widgets take once rendered, reserved before their code loads,
 * so nothing below them jumps (no layout shift). The hero's heights are the
 * slide heights of widgets/hero/Hero.tsx at the same breakpoints; the others are
 * close estimates (they start below the fold on phones).
 */
const reservedSpace = `
uni-hero{display:block;min-height:16rem}
@media (min-width:640px){uni-hero{min-height:20rem}}
@media (min-width:768px){uni-hero{min-height:24rem}}
@media (min-width:1024px){uni-hero{min-height:28rem}}
`;

/** The home page: its sections are widgets, in the order of spec 2.4. */
export function HomeScreen() {
  // The first hero image is the largest paint: fetch it while the hero's code loads.
  preload(hero.slides[0]!.image, { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <style>{reservedSpace}</style>
      <h1 className="visually-hidden">{site.name}: home</h1>
      <uni-hero />
    </>
  );
}
