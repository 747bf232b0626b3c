import type { AffiliatedLogo } from '../../schema/home';
import { affiliatedLogos as englishLogos } from '../affiliations';

/** Marathi titles of the affiliated logos (mirrors data/home/affiliations.ts), keyed by the logo file. */
const marathiTitles: Record<string, string> = {
  '/images/home/affiliated-solar-energy.svg': 'सौर ऊर्जा',
  '/images/home/affiliated-nad.svg': 'राष्ट्रीय शैक्षणिक ठेवीदार (एनएडी)',
  '/images/home/affiliated-repository.svg': 'शैक्षणिक भांडार',
  '/images/home/affiliated-university.svg': 'सह्याद्री राज्य विद्यापीठ',
  '/images/home/affiliated-shodhganga.svg': 'शोधगंगा',
  '/images/home/affiliated-govt-of-india.svg': 'भारत सरकार',
  '/images/home/affiliated-e-gov.svg': 'ई-प्रशासन प्रकल्प',
  '/images/home/affiliated-digital-india.svg': 'डिजिटल इंडिया',
};

/** The same 16 items (8 logos twice) with the same ids, links and sizes. */
export const affiliatedLogos: AffiliatedLogo[] = englishLogos.map((logo) => {
  const title = marathiTitles[logo.src];
  if (!title) throw new Error(`data/home/mr/affiliations.ts: no Marathi title for ${logo.src}`);
  return { ...logo, title };
});
