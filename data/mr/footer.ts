import { footerLinks as englishFooterLinks, footerPolicyLinks as englishPolicyLinks } from '../footer';
import type { QuickLink } from '../schema/site';

/**
 * Marathi footer (mirrors data/footer.ts). The links and their anchors on
 * /quick-links stay those of the English file, so only titles and
 * descriptions are written here, keyed by the English link.
 */
export { footerColumnCount, slugify } from '../footer';

const marathi: Record<string, [title: string, description?: string]> = {
  '/quick-links#university-grants-commission': [
    'विद्यापीठ अनुदान आयोग',
    'विद्यापीठ अनुदान आयोग (यूजीसी) देशातील विद्यापीठांचे नियमन करतो व त्यांना अनुदान देतो.',
  ],
  '/quick-links#naac': ['नॅक', 'राष्ट्रीय मूल्यांकन व अधिस्वीकृती परिषद: विद्यापीठाचे मूल्यांकन अहवाल.'],
  '/quick-links#nirf': ['एनआयआरएफ', 'राष्ट्रीय संस्थात्मक क्रमवारी आराखड्याला विद्यापीठाने सादर केलेली माहिती.'],
  '/quick-links#aishe': ['आयशे', 'उच्च शिक्षणविषयक अखिल भारतीय सर्वेक्षणासाठी सादर केलेली विवरणपत्रे.'],
  '/quick-links#national-scholarship-portal': ['राष्ट्रीय शिष्यवृत्ती पोर्टल', 'केंद्र शासनाच्या शिष्यवृत्तींसाठी अर्ज करा.'],
  '/quick-links#mahadbt-scholarships': ['महाडीबीटी शिष्यवृत्ती', 'महाराष्ट्र शासनाच्या शिष्यवृत्ती व शुल्क माफी योजना.'],
  '/quick-links#swayam': ['स्वयम्', 'श्रेयांक हस्तांतरणाची सोय असलेले मोफत ऑनलाइन अभ्यासक्रम.'],
  '/quick-links#nptel': ['एनपीटेल', 'आयआयटी व आयआयएससी यांची अभियांत्रिकी व विज्ञान विषयांवरील व्याख्याने.'],
  '/quick-links#shodhganga': ['शोधगंगा', 'भारतीय शोधप्रबंधांचे भांडार; आपल्या विद्यापीठाचे शोधप्रबंधही येथे आहेत.'],
  '/quick-links#e-pg-pathshala': ['ई-पीजी पाठशाला', '७० विषयांतील पदव्युत्तर स्तराचा ई-मजकूर.'],
  '/quick-links#academic-bank-of-credits': ['शैक्षणिक श्रेयांक बँक', 'आपले शैक्षणिक श्रेयांक जमा करा व हस्तांतरित करा.'],
  '/quick-links#digilocker': ['डिजिलॉकर', 'विद्यापीठाने दिलेली डिजिटल पदवी प्रमाणपत्रे व गुणपत्रके.'],
  '/quick-links#anti-ragging-helpline': ['रॅगिंगविरोधी हेल्पलाइन', 'रॅगिंगची तक्रार करा: 1800-180-5522, दररोज, चोवीस तास.'],
  '/quick-links#right-to-information': ['माहितीचा अधिकार', 'विद्यापीठाकडे माहिती अधिकार अर्ज कसा करावा.'],
  '/quick-links#tenders': ['निविदा', 'विद्यापीठाने मागवलेल्या सध्याच्या निविदा व दरपत्रके.'],
  '/quick-links#recruitment': ['भरती', 'शैक्षणिक व शिक्षकेतर रिक्त पदे.'],
  '/quick-links#alumni-association': ['माजी विद्यार्थी संघटना', 'विद्यापीठाशी व त्याच्या पदवीधरांशी संपर्कात राहा.'],
  '/quick-links#internal-complaints-committee': [
    'अंतर्गत तक्रार समिती',
    'कामाच्या ठिकाणी होणाऱ्या लैंगिक छळाच्या तक्रारींचे निवारण.',
  ],
  '/quick-links#equal-opportunity-cell': ['समान संधी कक्ष', 'वंचित घटकांतील विद्यार्थी व दिव्यांग विद्यार्थ्यांसाठी सहाय्य.'],
  '/quick-links#feedback': ['अभिप्राय', 'या संकेतस्थळात कोणत्या सुधारणा हव्यात ते आम्हाला कळवा.'],
  '/terms-of-use': ['वापराच्या अटी'],
  '/privacy-policy': ['गोपनीयता धोरण'],
  '/contact': ['संपर्क'],
  '/sitemap': ['संकेतस्थळ नकाशा'],
  '/whats-new': ['नवीन काय'],
  '/archive': ['संग्रहण'],
  '/feedback': ['अभिप्राय'],
  '/help': ['मदत'],
  '/accessibility-statement': ['सुलभता निवेदन'],
  '/copyright-policy': ['प्रताधिकार धोरण'],
  '/hyperlinking-policy': ['हायपरलिंक धोरण'],
  '/content-archival-policy': ['मजकूर संग्रहण धोरण'],
  '/content-review-policy': ['मजकूर पुनरावलोकन धोरण'],
};

/** The English link with its Marathi title and description; a link missing here is a build error. */
function inMarathi(link: QuickLink): QuickLink {
  const translation = marathi[link.link];
  if (!translation) throw new Error(`data/mr/footer.ts: no Marathi text for ${link.link}`);
  const [title, description] = translation;
  return { ...link, title, ...(description ? { description } : {}) };
}

export const footerLinks: QuickLink[] = englishFooterLinks.map(inMarathi);

export const footerPolicyLinks: QuickLink[] = englishPolicyLinks.map(inMarathi);
