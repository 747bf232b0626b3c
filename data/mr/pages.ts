import circulars from 'virtual:records/circulars?lang=mr';
import news from 'virtual:records/news?lang=mr';
import notices from 'virtual:records/notices?lang=mr';
import tenders from 'virtual:records/tenders?lang=mr';
import { buildDate } from 'virtual:build-date';
import { recordPages, type PageRecords } from '../records/record-pages';
import type { StaticPage } from '../schema/page';
import { site } from '../site';

/**
 * The site's own short pages in Marathi (mirrors data/pages.ts): the same paths,
 * sections and links; titles as in data/i18n/titles/mr.json; Devanagari digits
 * in prose, phone numbers and e-mail addresses as they are (contract item 4).
 */

const UNIVERSITY = site.nameMarathi;

export const staticPages: StaticPage[] = [
  {
    path: '/screen-reader-access',
    title: 'स्क्रीन रीडर सुविधा',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          `स्क्रीन रीडरसारखे सहाय्यक तंत्रज्ञान वापरणाऱ्या अभ्यागतांनाही वाचता यावे म्हणून ${UNIVERSITY}ाचे संकेतस्थळ भारत सरकारच्या संकेतस्थळांसाठीच्या मार्गदर्शक तत्त्वांचे (GIGW ३.०) आणि WCAG २.१ स्तर AA चे पालन करते.`,
          'प्रत्येक पान "मुख्य मेनूकडे जा" व "मुख्य मजकुराकडे जा" या दुव्यांनी सुरू होते; ते कीबोर्डचा फोकस थेट मुख्य मेनूवर किंवा पानातील मजकुरावर नेतात. A+ व A- ही बटणे संपूर्ण संकेतस्थळावरील मजकुराचा आकार बदलतात; आपली निवड या उपकरणावर लक्षात ठेवली जाते.',
        ],
      },
      {
        heading: 'वापरता येणारे स्क्रीन रीडर',
        paragraphs: ['हे स्क्रीन रीडर या संकेतस्थळासोबत काम करतात:'],
        links: [
          { title: 'NVDA (Windows, मोफत व मुक्त स्रोत)', link: 'https://www.nvaccess.org/download/' },
          { title: 'JAWS (Windows, सशुल्क)', link: 'https://www.freedomscientific.com/products/software/jaws/' },
          { title: 'VoiceOver (macOS व iOS मध्ये अंगभूत)', link: 'https://www.apple.com/accessibility/vision/' },
          {
            title: 'TalkBack (Android मध्ये अंगभूत)',
            link: 'https://support.google.com/accessibility/android/answer/6283677',
          },
          { title: 'Orca (Linux, मोफत व मुक्त स्रोत)', link: 'https://help.gnome.org/users/orca/stable/' },
        ],
      },
    ],
  },
  {
    path: '/terms-of-use',
    title: 'वापराच्या अटी',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          `या संकेतस्थळाची रचना, विकास व देखभाल ${UNIVERSITY} करते. येथील मजकूर माहितीसाठी दिला आहे; कोणत्याही कायदेशीर कारणासाठी विद्यापीठाने प्रसिद्ध केलेल्या मूळ अधिसूचना, परिपत्रके व राजपत्रे ग्राह्य धरावीत.`,
          'इतर संकेतस्थळांचे दुवे आपल्या सोयीसाठी दिले आहेत. त्यांच्या मजकुरासाठी किंवा उपलब्धतेसाठी विद्यापीठ जबाबदार नाही.',
          `या संकेतस्थळावरील मजकूर अचूकपणे, दिशाभूल होणार नाही अशा संदर्भात आणि "${UNIVERSITY}" असा स्रोताचा उल्लेख करून विनामूल्य पुनर्प्रकाशित करता येईल.`,
        ],
      },
    ],
  },
  {
    path: '/privacy-policy',
    title: 'गोपनीयता धोरण',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          'हे संकेतस्थळ अभ्यागतांची वैयक्तिक माहिती गोळा करत नाही आणि मागोवा घेणाऱ्या कुकी वापरत नाही.',
          'आपल्या दोन पसंती, म्हणजे मजकुराचा आकार व भाषा, पानोपानी सारख्या राहाव्यात म्हणून आपल्याच ब्राउझरमध्ये (लोकल स्टोरेज) जतन केल्या जातात. त्या आपल्या उपकरणाबाहेर कधीही जात नाहीत; ब्राउझरमधील माहिती पुसल्यास त्या नाहीशा होतात.',
          'तळटिपेतील अभ्यागत संख्या ही विद्यापीठाने दिनांकासह प्रसिद्ध केलेली आकडेवारी आहे, थेट मोजणी नव्हे.',
        ],
      },
    ],
  },
  {
    path: '/contact',
    title: 'संपर्क',
    lastUpdated: '2026-10-15',
    sections: [
      { heading: 'पत्ता', paragraphs: [UNIVERSITY, 'विद्यानगर, कोल्हापूर ४१६००४', 'महाराष्ट्र, भारत'] },
      {
        heading: 'दूरध्वनी व ई-मेल',
        paragraphs: [`दूरध्वनी: ${site.phone.display}`, `ई-मेल: ${site.email}`],
        links: [
          { title: `${site.phone.display} वर दूरध्वनी करा`, link: `tel:${site.phone.dial}` },
          { title: `${site.email} वर लिहा`, link: `mailto:${site.email}` },
        ],
      },
      {
        heading: 'कार्यालयीन वेळ',
        paragraphs: [
          'सकाळी १०.२० ते सायंकाळी ६.००, भोजन विश्रांती दुपारी २.०० ते २.३०. दुसऱ्या व चौथ्या शनिवारी आणि सार्वजनिक सुट्ट्यांच्या दिवशी कार्यालये बंद असतात.',
        ],
        links: [{ title: 'कार्यालयीन वेळ', link: '/about/office-working-hours' }],
      },
    ],
  },
  {
    path: '/forgot-password',
    title: 'पासवर्ड विसरलात',
    lastUpdated: '2026-09-02',
    sections: [
      {
        paragraphs: [
          'विद्यार्थ्यांची खाती या संकेतस्थळावरून नव्हे, तर विद्यार्थी पोर्टलवरून व्यवस्थापित केली जातात. पासवर्ड पुन्हा सेट करण्यासाठी विद्यार्थी पोर्टल उघडा आणि "पासवर्ड विसरलात" निवडा; प्रवेशाच्या वेळी नोंदवलेल्या ई-मेल पत्त्यावर पासवर्ड बदलण्याचा दुवा पाठवला जातो.',
          `तो ई-मेल पत्ता आपण आता वापरत नसल्यास ओळखपत्रासह विद्यार्थी सुविधा केंद्राला भेट द्या, किंवा ${site.email} वर लिहा.`,
        ],
        links: [
          { title: 'विद्यार्थी पोर्टल उघडा', link: site.studentPortal },
          { title: 'विद्यार्थी सुविधा केंद्र', link: '/student/sfc' },
        ],
      },
    ],
  },
  {
    path: '/programmes/ug',
    title: 'पदवी अभ्यासक्रम',
    lastUpdated: '2026-08-19',
    sections: [
      {
        paragraphs: [
          'पदवी अभ्यासक्रम विद्यापीठाच्या संलग्न महाविद्यालयांत व काही विद्यापीठ अधिविभागांत राष्ट्रीय शैक्षणिक धोरण २०२० च्या चार वर्षांच्या रचनेनुसार शिकवले जातात; एक, दोन व तीन वर्षांनंतर बाहेर पडण्याची सोय आहे.',
        ],
        links: [
          { title: 'बीसीए, संगणकशास्त्र अधिविभाग', link: '/academics/computer-science/programmes' },
          { title: 'विद्यापीठातील राष्ट्रीय शैक्षणिक धोरण २०२०', link: '/nep' },
        ],
      },
    ],
  },
  {
    path: '/programmes/pg',
    title: 'पदव्युत्तर अभ्यासक्रम',
    lastUpdated: '2026-08-19',
    sections: [
      {
        paragraphs: [
          'पदव्युत्तर अभ्यासक्रम विद्यापीठ परिसरातील अधिविभागांत शिकवले जातात: दोन वर्षांच्या पदव्युत्तर पदव्या आणि पाच वर्षांचे एकात्मिक अभ्यासक्रम.',
        ],
        links: [
          {
            title: 'एमसीए, एम.एस्सी. व एकात्मिक बी.एस्सी.-एम.एस्सी., संगणकशास्त्र अधिविभाग',
            link: '/academics/computer-science/programmes',
          },
          { title: 'पाठ्यक्रम', link: '/student/syllabus' },
        ],
      },
    ],
  },
  {
    path: '/programmes/phd',
    title: 'विद्यावाचस्पती (पीएच.डी.) अभ्यासक्रम',
    lastUpdated: '2026-07-30',
    sections: [
      {
        paragraphs: [
          'पीएच.डी.चे प्रवेश विद्यापीठ अनुदान आयोगाच्या विनियम २०२२ नुसार विद्यापीठाच्या पीएच.डी. प्रवेश परीक्षेद्वारे (PET) होतात. संशोधन मार्गदर्शकांकडे जागा रिक्त होतील तशा जागा जाहीर केल्या जातात.',
        ],
        links: [
          { title: 'विद्यापीठातील संशोधन', link: '/research' },
          { title: 'संशोधन अधिछात्रवृत्ती', link: '/student/scholarships/research' },
        ],
      },
    ],
  },
  {
    path: '/programmes/online',
    title: 'ऑनलाइन अभ्यासक्रम',
    lastUpdated: '2026-06-12',
    sections: [
      {
        paragraphs: [
          'विद्यापीठ अनुदान आयोगाने मान्यता दिलेल्या ऑनलाइन पदव्यांमुळे ध्वनिचित्रमुद्रित व्याख्याने, थेट सत्रे आणि निरीक्षणाखालील परीक्षांसह घरबसल्या शिकता येते. स्वयम् अभ्यासक्रमांचे श्रेयांक हस्तांतरित करता येतात.',
        ],
        links: [{ title: 'स्वयम् अभ्यासक्रम', link: '/student/swayam' }],
      },
    ],
  },
  {
    path: '/programmes/distance',
    title: 'दूरस्थ शिक्षण अभ्यासक्रम',
    lastUpdated: '2026-06-12',
    sections: [
      {
        paragraphs: [
          'नियमित वर्गांना उपस्थित राहू न शकणाऱ्या विद्यार्थ्यांसाठी दूरस्थ शिक्षण केंद्र बी.ए., बी.कॉम., एम.ए. व एम.कॉम. अभ्यासक्रम चालवते; संपूर्ण प्रदेशातील अभ्यास केंद्रांवर संपर्क सत्रे होतात.',
        ],
        links: [{ title: 'विद्यार्थी सुविधा केंद्र', link: '/student/sfc' }],
      },
    ],
  },
  // What's new and the archive: built from the records (data/records/record-pages.ts).
  ...recordPages({ circulars, news, notices, tenders } as PageRecords, 'mr', buildDate),
];

/** Pages whose body is built from other data (the directory of links, search results). */
export const generatedPages = [
  { path: '/quick-links', title: 'महत्त्वाचे दुवे' },
  { path: '/search', title: 'शोध' },
  { path: '/events', title: 'आगामी कार्यक्रम' },
  { path: '/sitemap', title: 'संकेतस्थळ नकाशा' },
  { path: '/embed', title: 'आमचे विजेट आपल्या संकेतस्थळावर जोडा' },
  { path: '/offline', title: 'आपण ऑफलाइन आहात' },
] as const;

/** Every path the site serves, for the sitemaps. */
export function sitePagePaths(): string[] {
  return [...staticPages, ...generatedPages].map((page) => page.path);
}

export function sitePageTitle(path: string): string | undefined {
  return [...staticPages, ...generatedPages].find((page) => page.path === path)?.title;
}
