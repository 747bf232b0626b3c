import circulars from 'virtual:records/circulars?lang=hi';
import news from 'virtual:records/news?lang=hi';
import notices from 'virtual:records/notices?lang=hi';
import tenders from 'virtual:records/tenders?lang=hi';
import { buildDate } from 'virtual:build-date';
import { recordPages, type PageRecords } from '../records/record-pages';
import type { StaticPage } from '../schema/page';
import { site } from '../site';

/**
 * The site's own short pages in Hindi (mirrors data/pages.ts): the same paths,
 * sections and links; titles as in data/i18n/titles/hi.json.
 */

const UNIVERSITY = 'सह्याद्री राज्य विश्वविद्यालय';

export const staticPages: StaticPage[] = [
  {
    path: '/screen-reader-access',
    title: 'स्क्रीन रीडर एक्सेस',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          `${UNIVERSITY} की वेबसाइट भारत सरकार की वेबसाइटों के लिए दिशानिर्देश (GIGW 3.0) और WCAG 2.1 स्तर AA का पालन करती है, ताकि स्क्रीन रीडर जैसी सहायक तकनीकों का उपयोग करने वाले आगंतुक भी इसे पढ़ सकें।`,
          'हर पृष्ठ "मुख्य मेनू पर जाएं" और "मुख्य सामग्री पर जाएं" लिंक से आरंभ होता है, जो कीबोर्ड फ़ोकस को सीधे मुख्य मेनू या पृष्ठ की सामग्री पर ले जाते हैं। A+ और A- बटन पूरी साइट के पाठ का आकार बदलते हैं; आपकी पसंद इस उपकरण पर याद रखी जाती है।',
        ],
      },
      {
        heading: 'उपयोग किए जा सकने वाले स्क्रीन रीडर',
        paragraphs: ['ये स्क्रीन रीडर इस वेबसाइट के साथ काम करते हैं:'],
        links: [
          { title: 'NVDA (Windows, निःशुल्क और ओपन सोर्स)', link: 'https://www.nvaccess.org/download/' },
          { title: 'JAWS (Windows, व्यावसायिक)', link: 'https://www.freedomscientific.com/products/software/jaws/' },
          { title: 'VoiceOver (macOS और iOS में अंतर्निहित)', link: 'https://www.apple.com/accessibility/vision/' },
          {
            title: 'TalkBack (Android में अंतर्निहित)',
            link: 'https://support.google.com/accessibility/android/answer/6283677',
          },
          { title: 'Orca (Linux, निःशुल्क और ओपन सोर्स)', link: 'https://help.gnome.org/users/orca/stable/' },
        ],
      },
    ],
  },
  {
    path: '/terms-of-use',
    title: 'उपयोग की शर्तें',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          `इस वेबसाइट की अभिकल्पना, विकास और रखरखाव ${UNIVERSITY} द्वारा किया जाता है। इसकी सामग्री जानकारी के लिए दी गई है; किसी भी विधिक प्रयोजन के लिए कृपया विश्वविद्यालय द्वारा जारी मूल अधिसूचनाओं, परिपत्रों और राजपत्रों पर ही निर्भर रहें।`,
          'अन्य वेबसाइटों के लिंक आपकी सुविधा के लिए दिए गए हैं। उनकी सामग्री या उपलब्धता के लिए विश्वविद्यालय उत्तरदायी नहीं है।',
          `इस साइट की सामग्री का निःशुल्क पुनरुत्पादन किया जा सकता है, बशर्ते वह सटीक हो, भ्रामक संदर्भ में न हो और स्रोत के रूप में "${UNIVERSITY}" का उल्लेख किया जाए।`,
        ],
      },
    ],
  },
  {
    path: '/privacy-policy',
    title: 'गोपनीयता नीति',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          'यह वेबसाइट आगंतुकों से कोई व्यक्तिगत जानकारी एकत्र नहीं करती और कोई ट्रैकिंग कुकी नहीं रखती।',
          'दो पसंदें, पाठ का आकार और भाषा, आपके अपने ब्राउज़र (लोकल स्टोरेज) में सहेजी जाती हैं, ताकि वे सभी पृष्ठों पर एक जैसी रहें। ये कभी आपके उपकरण से बाहर नहीं जातीं; ब्राउज़र का डेटा मिटाने पर ये हट जाती हैं।',
          'पादलेख में दी गई आगंतुक संख्या विश्वविद्यालय द्वारा तिथि सहित प्रकाशित आँकड़ा है, लाइव काउंटर नहीं।',
        ],
      },
    ],
  },
  {
    path: '/contact',
    title: 'संपर्क करें',
    lastUpdated: '2026-10-15',
    sections: [
      { heading: 'पता', paragraphs: [UNIVERSITY, 'विद्यानगर, कोल्हापुर 416004', 'महाराष्ट्र, भारत'] },
      {
        heading: 'टेलीफ़ोन और ई-मेल',
        paragraphs: [`टेलीफ़ोन: ${site.phone.display}`, `ई-मेल: ${site.email}`],
        links: [
          { title: `${site.phone.display} पर कॉल करें`, link: `tel:${site.phone.dial}` },
          { title: `${site.email} पर लिखें`, link: `mailto:${site.email}` },
        ],
      },
      {
        heading: 'कार्यालय समय',
        paragraphs: [
          'प्रातः 10.20 से सायं 6.00 बजे तक, भोजनावकाश दोपहर 2.00 से 2.30 बजे तक। दूसरे और चौथे शनिवार तथा सार्वजनिक अवकाश के दिन कार्यालय बंद रहते हैं।',
        ],
        links: [{ title: 'कार्यालय समय', link: '/about/office-working-hours' }],
      },
    ],
  },
  {
    path: '/forgot-password',
    title: 'पासवर्ड भूल गए',
    lastUpdated: '2026-09-02',
    sections: [
      {
        paragraphs: [
          'विद्यार्थियों के खातों का प्रबंधन विद्यार्थी पोर्टल करता है, यह वेबसाइट नहीं। पासवर्ड बदलने के लिए विद्यार्थी पोर्टल खोलें और "पासवर्ड भूल गए" चुनें; प्रवेश के समय पंजीकृत ई-मेल पते पर एक रीसेट लिंक भेजा जाएगा।',
          `यदि अब आप उस पते का उपयोग नहीं करते, तो अपने पहचान पत्र के साथ विद्यार्थी सुविधा केंद्र पर आएँ, या ${site.email} पर लिखें।`,
        ],
        links: [
          { title: 'विद्यार्थी पोर्टल खोलें', link: site.studentPortal },
          { title: 'विद्यार्थी सुविधा केंद्र', link: '/student/sfc' },
        ],
      },
    ],
  },
  {
    path: '/programmes/ug',
    title: 'स्नातक कार्यक्रम',
    lastUpdated: '2026-08-19',
    sections: [
      {
        paragraphs: [
          'स्नातक (UG) उपाधियों का अध्यापन SSU से संबद्ध महाविद्यालयों और कुछ विश्वविद्यालय विभागों में, राष्ट्रीय शिक्षा नीति 2020 की चार वर्षीय संरचना के अंतर्गत होता है, जिसमें एक, दो और तीन वर्ष बाद बाहर निकलने के विकल्प हैं।',
        ],
        links: [
          { title: 'बीसीए, कंप्यूटर विज्ञान विभाग', link: '/academics/computer-science/programmes' },
          { title: 'विश्वविद्यालय में राष्ट्रीय शिक्षा नीति 2020', link: '/nep' },
        ],
      },
    ],
  },
  {
    path: '/programmes/pg',
    title: 'स्नातकोत्तर कार्यक्रम',
    lastUpdated: '2026-08-19',
    sections: [
      {
        paragraphs: [
          'स्नातकोत्तर (PG) कार्यक्रम परिसर के विश्वविद्यालय विभागों में पढ़ाए जाते हैं: दो वर्षीय स्नातकोत्तर उपाधियाँ और पाँच वर्षीय एकीकृत कार्यक्रम।',
        ],
        links: [
          {
            title: 'एमसीए, एम.एससी. और एकीकृत बी.एससी.-एम.एससी., कंप्यूटर विज्ञान विभाग',
            link: '/academics/computer-science/programmes',
          },
          { title: 'पाठ्य-विवरण', link: '/student/syllabus' },
        ],
      },
    ],
  },
  {
    path: '/programmes/phd',
    title: 'विद्या वाचस्पति (पीएच.डी.) कार्यक्रम',
    lastUpdated: '2026-07-30',
    sections: [
      {
        paragraphs: [
          'पीएच.डी. में प्रवेश यूजीसी विनियम 2022 के अनुसार विश्वविद्यालय की पीएच.डी. प्रवेश परीक्षा (PET) के माध्यम से होते हैं। शोध निर्देशकों के पास रिक्तियाँ होने पर सीटों की घोषणा की जाती है।',
        ],
        links: [
          { title: 'विश्वविद्यालय में अनुसंधान', link: '/research' },
          { title: 'अनुसंधान अध्येतावृत्तियाँ', link: '/student/scholarships/research' },
        ],
      },
    ],
  },
  {
    path: '/programmes/online',
    title: 'ऑनलाइन कार्यक्रम',
    lastUpdated: '2026-06-12',
    sections: [
      {
        paragraphs: [
          'यूजीसी द्वारा अनुमोदित ऑनलाइन उपाधियों से आप रिकॉर्ड किए गए व्याख्यानों, लाइव सत्रों और निगरानी में होने वाली परीक्षाओं के साथ घर से पढ़ाई कर सकते हैं। स्वयं (SWAYAM) पाठ्यक्रमों के क्रेडिट अंतरित किए जा सकते हैं।',
        ],
        links: [{ title: 'स्वयं (SWAYAM) पाठ्यक्रम', link: '/student/swayam' }],
      },
    ],
  },
  {
    path: '/programmes/distance',
    title: 'दूरस्थ शिक्षा कार्यक्रम',
    lastUpdated: '2026-06-12',
    sections: [
      {
        paragraphs: [
          'दूरस्थ शिक्षा केंद्र उन शिक्षार्थियों के लिए बी.ए., बी.कॉम., एम.ए. और एम.कॉम. कार्यक्रम चलाता है जो नियमित कक्षाओं में उपस्थित नहीं हो सकते; क्षेत्र भर के अध्ययन केंद्रों पर संपर्क सत्र आयोजित होते हैं।',
        ],
        links: [{ title: 'विद्यार्थी सुविधा केंद्र', link: '/student/sfc' }],
      },
    ],
  },
  // What's new and the archive: built from the records (data/records/record-pages.ts).
  ...recordPages({ circulars, news, notices, tenders } as PageRecords, 'hi', buildDate),
];

/** Pages whose body is built from other data (the directory of links, search results). */
export const generatedPages = [
  { path: '/quick-links', title: 'महत्वपूर्ण लिंक' },
  { path: '/search', title: 'खोजें' },
  { path: '/events', title: 'आगामी कार्यक्रम' },
  { path: '/sitemap', title: 'साइट मैप' },
  { path: '/embed', title: 'हमारे विजेट अपनी साइट पर लगाएँ' },
  { path: '/offline', title: 'आप ऑफ़लाइन हैं' },
] as const;

/** Every path the site serves, for the sitemaps. */
export function sitePagePaths(): string[] {
  return [...staticPages, ...generatedPages].map((page) => page.path);
}

export function sitePageTitle(path: string): string | undefined {
  return [...staticPages, ...generatedPages].find((page) => page.path === path)?.title;
}
