import { footerLinks as englishFooterLinks, footerPolicyLinks as englishPolicyLinks } from '../footer';
import type { QuickLink } from '../schema/site';

/**
 * Hindi footer (mirrors data/footer.ts). The links and their anchors on
 * /quick-links stay those of the English file, so only titles and
 * descriptions are written here, keyed by the English link.
 */
export { footerColumnCount, slugify } from '../footer';

const hindi: Record<string, [title: string, description?: string]> = {
  '/quick-links#university-grants-commission': [
    'विश्वविद्यालय अनुदान आयोग',
    'यूजीसी भारत में विश्वविद्यालयों का विनियमन करता है और उन्हें अनुदान देता है।',
  ],
  '/quick-links#naac': ['नैक', 'राष्ट्रीय मूल्यांकन एवं प्रत्यायन परिषद: हमारे प्रत्यायन प्रतिवेदन।'],
  '/quick-links#nirf': ['एनआईआरएफ', 'राष्ट्रीय संस्थागत रैंकिंग फ्रेमवर्क को विश्वविद्यालय द्वारा प्रस्तुत आँकड़े।'],
  '/quick-links#aishe': ['आइशे', 'उच्च शिक्षा पर अखिल भारतीय सर्वेक्षण की विवरणियाँ।'],
  '/quick-links#national-scholarship-portal': ['राष्ट्रीय छात्रवृत्ति पोर्टल', 'केंद्र सरकार की छात्रवृत्तियों के लिए आवेदन करें।'],
  '/quick-links#mahadbt-scholarships': ['महाडीबीटी छात्रवृत्तियाँ', 'महाराष्ट्र शासन की छात्रवृत्तियाँ और शुल्क माफी।'],
  '/quick-links#swayam': ['स्वयं', 'क्रेडिट अंतरण सहित निःशुल्क ऑनलाइन पाठ्यक्रम।'],
  '/quick-links#nptel': ['एनपीटीईएल', 'आईआईटी और आईआईएससी के अभियांत्रिकी एवं विज्ञान व्याख्यान।'],
  '/quick-links#shodhganga': ['शोधगंगा', 'भारतीय शोध-प्रबंधों का भंडार, हमारे शोध-प्रबंधों सहित।'],
  '/quick-links#e-pg-pathshala': ['ई-पीजी पाठशाला', '70 विषयों में स्नातकोत्तर ई-सामग्री।'],
  '/quick-links#academic-bank-of-credits': ['अकादमिक बैंक ऑफ क्रेडिट्स', 'अपने शैक्षणिक क्रेडिट सुरक्षित रखें और अंतरित करें।'],
  '/quick-links#digilocker': ['डिजिलॉकर', 'विश्वविद्यालय द्वारा जारी डिजिटल उपाधियाँ और अंकपत्र।'],
  '/quick-links#anti-ragging-helpline': [
    'रैगिंग निरोधक हेल्पलाइन',
    'रैगिंग की शिकायत करें: 1800-180-5522, प्रतिदिन, चौबीसों घंटे।',
  ],
  '/quick-links#right-to-information': ['सूचना का अधिकार', 'विश्वविद्यालय में आरटीआई आवेदन कैसे करें।'],
  '/quick-links#tenders': ['निविदाएँ', 'विश्वविद्यालय द्वारा आमंत्रित वर्तमान निविदाएँ और कोटेशन।'],
  '/quick-links#recruitment': ['भर्ती', 'शैक्षणिक एवं शिक्षकेतर रिक्त पद।'],
  '/quick-links#alumni-association': ['पूर्व विद्यार्थी संघ', 'विश्वविद्यालय और उसके स्नातकों से जुड़े रहें।'],
  '/quick-links#internal-complaints-committee': ['आंतरिक शिकायत समिति', 'कार्यस्थल पर यौन उत्पीड़न की शिकायतों का निवारण।'],
  '/quick-links#equal-opportunity-cell': [
    'समान अवसर प्रकोष्ठ',
    'वंचित वर्गों के विद्यार्थियों और दिव्यांग विद्यार्थियों के लिए सहायता।',
  ],
  '/quick-links#feedback': ['प्रतिक्रिया', 'बताइए, इस वेबसाइट में क्या सुधार करें।'],
  '/terms-of-use': ['उपयोग की शर्तें'],
  '/privacy-policy': ['गोपनीयता नीति'],
  '/contact': ['संपर्क करें'],
  '/sitemap': ['साइट मैप'],
  '/whats-new': ['नया क्या है'],
  '/archive': ['संग्रहण'],
  '/feedback': ['प्रतिक्रिया'],
  '/help': ['सहायता'],
  '/accessibility-statement': ['सुगम्यता कथन'],
  '/copyright-policy': ['कॉपीराइट नीति'],
  '/hyperlinking-policy': ['हाइपरलिंकिंग नीति'],
  '/content-archival-policy': ['सामग्री संग्रहण नीति'],
  '/content-review-policy': ['सामग्री समीक्षा नीति'],
};

/** The English link with its Hindi title and description; a link missing here is a build error. */
function inHindi(link: QuickLink): QuickLink {
  const translation = hindi[link.link];
  if (!translation) throw new Error(`data/hi/footer.ts: no Hindi text for ${link.link}`);
  const [title, description] = translation;
  return { ...link, title, ...(description ? { description } : {}) };
}

export const footerLinks: QuickLink[] = englishFooterLinks.map(inHindi);

export const footerPolicyLinks: QuickLink[] = englishPolicyLinks.map(inHindi);
