import { preload } from 'react-dom';
import hero from '../data/home/hero.yaml';
import type { LanguageCode } from '../data/i18n/languages';
import { translate } from '../data/i18n/translate';
import { Island } from '../widgets/core/island';

/** The home page: its sections are widgets, in the order of spec 2.4. */
export function HomeScreen({ lang }: { lang: LanguageCode }) {
  // The first hero image is the largest paint: fetch it at once, even before the hero's code loads.
  preload(hero.slides[0]!.image, { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <h1 className="visually-hidden">{translate(lang, 'site.homeHeading', { site: translate(lang, 'site.name') })}</h1>
      <Island tag="uni-hero" lang={lang} />
      <Island tag="uni-portal-grid" lang={lang} />
      <Island tag="uni-affiliations" lang={lang} />
      <Island tag="uni-leadership" lang={lang} />
      <Island tag="uni-featured-video" lang={lang} />
      <Island tag="uni-events" lang={lang} />
      <Island tag="uni-recognitions" lang={lang} />
      <Island tag="uni-quick-links" lang={lang} />
      <Island tag="uni-statistics" lang={lang} />
    </>
  );
}
