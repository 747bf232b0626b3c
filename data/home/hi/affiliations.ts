import type { AffiliatedLogo } from '../../schema/home';
import { affiliatedLogos as englishLogos } from '../affiliations';

/** Hindi titles of the affiliated logos (mirrors data/home/affiliations.ts), keyed by the logo file. */
const hindiTitles: Record<string, string> = {
  '/images/home/affiliated-solar-energy.svg': 'सौर ऊर्जा',
  '/images/home/affiliated-nad.svg': 'राष्ट्रीय शैक्षणिक डिपॉज़िटरी',
  '/images/home/affiliated-repository.svg': 'शैक्षणिक संग्रह',
  '/images/home/affiliated-university.svg': 'सह्याद्री राज्य विश्वविद्यालय',
  '/images/home/affiliated-shodhganga.svg': 'शोधगंगा',
  '/images/home/affiliated-govt-of-india.svg': 'भारत सरकार',
  '/images/home/affiliated-e-gov.svg': 'ई-गवर्नेंस परियोजना',
  '/images/home/affiliated-digital-india.svg': 'डिजिटल इंडिया',
};

/** The same 16 items (8 logos twice) with the same ids, links and sizes. */
export const affiliatedLogos: AffiliatedLogo[] = englishLogos.map((logo) => {
  const title = hindiTitles[logo.src];
  if (!title) throw new Error(`data/home/hi/affiliations.ts: no Hindi title for ${logo.src}`);
  return { ...logo, title };
});
