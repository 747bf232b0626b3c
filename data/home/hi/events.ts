import type { UniEvent } from '../../schema/home';

/**
 * Upcoming events in Hindi (mirrors data/home/events.ts). `category` stays the
 * English key (the widget names it through the catalog) and `date` keeps the
 * machine format the schema parses; only the descriptions are Hindi.
 */
export { EVENT_CATEGORIES } from '../events';

export const events: UniEvent[] = [
  {
    category: 'School/Sports',
    date: 'SEP 15, 2025',
    description: 'अंतर्विभागीय एथलेटिक्स प्रतियोगिता: विश्वविद्यालय स्टेडियम में ट्रैक एवं फील्ड चयन परीक्षण, प्रातः 7.30 बजे से।',
  },
  {
    category: 'School/Sports',
    date: 'SEP 24, 2025',
    description: 'संबद्ध महाविद्यालयों के लिए क्षेत्रीय कबड्डी एवं खो-खो प्रतियोगिता, पुरुष एवं महिला वर्ग, खेल परिसर में।',
  },
  {
    category: 'School/Sports',
    date: 'OCT 9, 2025',
    description: 'पश्चिम क्षेत्र अंतर-विश्वविद्यालय वॉलीबॉल प्रतियोगिता के लिए चयन परीक्षण।',
  },
  {
    category: 'Academic',
    date: 'SEP 18, 2025',
    description: 'भूविज्ञान विभाग में केंद्रीय भूमि जल बोर्ड के एक वैज्ञानिक का अतिथि व्याख्यान: "दक्कन ट्रैप में भूजल"।',
  },
  {
    category: 'Academic',
    date: 'SEP 29, 2025',
    description: 'शोधार्थियों द्वारा पीएच.डी. की अर्धवार्षिक प्रगति रिपोर्ट PGBUTR अनुभाग में जमा करने की अंतिम तिथि।',
  },
  {
    category: 'Academic',
    date: 'OCT 16, 2025',
    description: 'सम्मेलन केंद्र में राष्ट्रीय संगोष्ठी "राष्ट्रीय शिक्षा नीति 2020: बहुविषयी पाठ्यचर्या व्यवहार में"।',
  },
  {
    category: 'Cultural',
    date: 'SEP 22, 2025',
    description: 'युवा महोत्सव का क्षेत्रीय चरण: लोकनृत्य, एकांकी नाटक तथा मराठी, हिंदी और अंग्रेज़ी में भाषण।',
  },
  {
    category: 'Cultural',
    date: 'OCT 1, 2025',
    description: 'छात्र परिषद द्वारा मुख्य लॉन पर आयोजित नवरात्रि की गरबा एवं डांडिया संध्या।',
  },
  {
    category: 'Cultural',
    date: 'OCT 25, 2025',
    description: 'दिवाली पहाट: संगीत विभाग द्वारा नाट्यसंगीत एवं अभंग की प्रभात संगीत सभा।',
  },
  {
    category: 'Workshop',
    date: 'SEP 26, 2025',
    description: 'कंप्यूटर विज्ञान विभाग में शोधार्थियों के लिए डेटा विश्लेषण हेतु पायथन पर प्रायोगिक कार्यशाला।',
  },
  {
    category: 'Workshop',
    date: 'OCT 13, 2025',
    description: 'संकाय विकास कार्यशाला: राष्ट्रीय शिक्षा नीति 2020 के अंतर्गत परिणाम-आधारित पाठ्यक्रम योजना लेखन।',
  },
  {
    category: 'Workshop',
    date: 'OCT 30, 2025',
    description: 'बौद्धिक संपदा अधिकार कार्यशाला: विश्वविद्यालय की प्रयोगशाला से पेटेंट कैसे दाखिल करें।',
  },
  {
    category: 'Examination',
    date: 'OCT 6, 2025',
    description: 'अक्टूबर-नवंबर 2025 सत्र के परीक्षा आवेदन पत्र बिना विलंब शुल्क जमा करने की अंतिम तिथि।',
  },
  {
    category: 'Examination',
    date: 'OCT 20, 2025',
    description: 'स्नातक एवं स्नातकोत्तर सत्र परीक्षाओं के प्रवेश पत्र विद्यार्थी पोर्टल पर उपलब्ध।',
  },
  {
    category: 'Examination',
    date: 'NOV 2, 2025',
    description: 'अक्टूबर-नवंबर 2025 सत्र की स्नातक एवं स्नातकोत्तर सत्र परीक्षाएँ प्रारंभ।',
  },
];
