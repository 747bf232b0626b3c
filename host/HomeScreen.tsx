import { preload } from 'react-dom';
import hero from '../data/home/hero.yaml';
import type { LanguageCode } from '../data/i18n/languages';
import { translate } from '../data/i18n/translate';

/** The home page: its sections are widgets, in the order of spec 2.4. */
export function HomeScreen({ lang }: { lang: LanguageCode }) {
  // The first hero image is the largest paint: fetch it at once, even before the hero's code loads.
  preload(hero.slides[0]!.image, { as: 'image', fetchPriority: 'high' });
  return (
    <>
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
