import { preload } from 'react-dom';
import { hero } from '../data/home/hero';
import type { LanguageCode } from '../data/i18n/languages';
import { translate } from '../data/i18n/translate';

/**
 * Space the home widgets take once rendered, reserved before their code loads,
 * so nothing below them jumps (no layout shift) where the page is not
 * prerendered (dev server, the build's shell page); prerendered pages already
 * hold the widgets' markup, and the same heights. The hero's heights are the
 * heights of widgets/hero/Hero.tsx at the same breakpoints; the portal grid's
 * follow from its fixed tile height and rows (12 tiles in 2, 3, 4, 6 columns);
 * the affiliations carousel has one fixed height. The sections after those start
 * below the fold, so their height cannot move anything the visitor sees.
 */
const reservedSpace = `
uni-hero{display:block;min-height:16rem}
@media (min-width:640px){uni-hero{min-height:20rem}}
@media (min-width:768px){uni-hero{min-height:24rem}}
@media (min-width:1024px){uni-hero{min-height:28rem}}
uni-portal-grid{display:block;min-height:51.75rem}
@media (min-width:640px){uni-portal-grid{min-height:36.25rem}}
@media (min-width:768px){uni-portal-grid{min-height:28.5rem}}
@media (min-width:1024px){uni-portal-grid{min-height:20.75rem}}
uni-affiliations{display:block;min-height:15.25rem}
`;

/** The home page: its sections are widgets, in the order of spec 2.4. */
export function HomeScreen({ lang }: { lang: LanguageCode }) {
  // The first hero image is the largest paint: fetch it at once, even before the hero's code loads.
  preload(hero.slides[0]!.image, { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <style>{reservedSpace}</style>
      <h1 className="visually-hidden">{translate(lang, 'site.homeHeading', { site: translate(lang, 'site.name') })}</h1>
      <uni-hero lang={lang} />
      <uni-portal-grid lang={lang} />
      <uni-affiliations lang={lang} />
      <uni-leadership lang={lang} />
      <uni-featured-video lang={lang} />
      <uni-events lang={lang} />
      <uni-recognitions lang={lang} />
      <uni-quick-links lang={lang} />
      <uni-statistics lang={lang} />
    </>
  );
}
