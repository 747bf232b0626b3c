import type { UniEvent } from '../../schema/home';

/**
 * Upcoming events in Marathi (mirrors data/home/events.ts). `category` stays the
 * English key (the widget names it through the catalog) and `date` keeps the
 * machine format the schema parses; only the descriptions are Marathi.
 */
export { EVENT_CATEGORIES } from '../events';

export const events: UniEvent[] = [
  {
    category: 'School/Sports',
    date: 'SEP 15, 2025',
    description: 'आंतरविभागीय मैदानी स्पर्धा: विद्यापीठ क्रीडांगणावर धावणे व मैदानी खेळांच्या निवड चाचण्या, सकाळी ७.३० पासून.',
  },
  {
    category: 'School/Sports',
    date: 'SEP 24, 2025',
    description: 'संलग्न महाविद्यालयांसाठी विभागीय कबड्डी व खो-खो स्पर्धा, पुरुष व महिला गट, क्रीडा संकुलात.',
  },
  {
    category: 'School/Sports',
    date: 'OCT 9, 2025',
    description: 'पश्चिम विभागीय आंतरविद्यापीठ व्हॉलीबॉल स्पर्धेसाठी संघ निवड चाचण्या.',
  },
  {
    category: 'Academic',
    date: 'SEP 18, 2025',
    description: 'भूशास्त्र अधिविभागात केंद्रीय भूजल मंडळाच्या शास्त्रज्ञांचे अतिथी व्याख्यान: "दख्खनच्या पठारातील भूजल".',
  },
  {
    category: 'Academic',
    date: 'SEP 29, 2025',
    description: 'संशोधक विद्यार्थ्यांनी पीएच.डी.चा सहामाही प्रगती अहवाल PGBUTR विभागाकडे सादर करण्याचा शेवटचा दिवस.',
  },
  {
    category: 'Academic',
    date: 'OCT 16, 2025',
    description: 'अधिवेशन केंद्रात राष्ट्रीय चर्चासत्र: "राष्ट्रीय शैक्षणिक धोरण २०२०: बहुविद्याशाखीय अभ्यासक्रम प्रत्यक्षात".',
  },
  {
    category: 'Cultural',
    date: 'SEP 22, 2025',
    description: 'युवा महोत्सवाची विभागीय फेरी: लोकनृत्य, एकांकिका आणि मराठी, हिंदी व इंग्रजी वक्तृत्व स्पर्धा.',
  },
  {
    category: 'Cultural',
    date: 'OCT 1, 2025',
    description: 'विद्यार्थी परिषदेतर्फे मुख्य हिरवळीवर नवरात्रीनिमित्त गरबा व दांडियाची सायंकाळ.',
  },
  {
    category: 'Cultural',
    date: 'OCT 25, 2025',
    description: 'दिवाळी पहाट: संगीत अधिविभागातर्फे नाट्यसंगीत व अभंगांची सकाळची मैफल.',
  },
  {
    category: 'Workshop',
    date: 'SEP 26, 2025',
    description: 'संगणकशास्त्र अधिविभागात संशोधक विद्यार्थ्यांसाठी माहिती विश्लेषणासाठी पायथनवरील प्रात्यक्षिक कार्यशाळा.',
  },
  {
    category: 'Workshop',
    date: 'OCT 13, 2025',
    description: 'प्राध्यापक विकास कार्यशाळा: राष्ट्रीय शैक्षणिक धोरण २०२० अंतर्गत निष्पत्ती-आधारित अभ्यासक्रम आराखडे लेखन.',
  },
  {
    category: 'Workshop',
    date: 'OCT 30, 2025',
    description: 'बौद्धिक संपदा हक्क कार्यशाळा: विद्यापीठाच्या प्रयोगशाळेतून एकस्व (पेटंट) अर्ज कसा करावा.',
  },
  {
    category: 'Examination',
    date: 'OCT 6, 2025',
    description: 'ऑक्टोबर-नोव्हेंबर २०२५ सत्राचे परीक्षा अर्ज विलंब शुल्काशिवाय सादर करण्याचा शेवटचा दिवस.',
  },
  {
    category: 'Examination',
    date: 'OCT 20, 2025',
    description: 'पदवी व पदव्युत्तर सत्र परीक्षांची प्रवेशपत्रे विद्यार्थी पोर्टलवर उपलब्ध.',
  },
  {
    category: 'Examination',
    date: 'NOV 2, 2025',
    description: 'ऑक्टोबर-नोव्हेंबर २०२५ सत्रातील पदवी व पदव्युत्तर सत्र परीक्षांना प्रारंभ.',
  },
];
