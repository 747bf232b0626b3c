import { aboutImages } from '../../about-images';
import { contentImages } from '../../content-images';
import type { PageContent, Update } from '../../schema/content';
import type { TableRow } from '../../schema/layouts';
import type { ImageAsset } from '../../schema/site';
import { site } from '../../site';
import { newsRows, newsTable } from './news';

/**
 * The About section in Hindi (mirrors data/content/about.ts): the same three
 * pages, paths, sidebar ids, content ids, layouts, documents and pictures;
 * the texts are Hindi. Passages the English file has in Marathi stay Marathi.
 * People are fictional and match data/home/hi/leaders.ts.
 */

const UNIVERSITY = 'सह्याद्री राज्य विश्वविद्यालय';

/** An English picture with its Hindi alt text (same file and size). */
const withAlt = (image: ImageAsset, alt: string): ImageAsset => ({ ...image, alt });

const images = {
  campusMainBuilding: withAlt(
    contentImages.campusMainBuilding,
    'विश्वविद्यालय का गुंबदाकार मुख्य प्रशासनिक भवन, सामने लॉन और वृक्ष',
  ),
  campusLake: withAlt(contentImages.campusLake, 'परिसर की एक झील, किनारों पर वृक्ष और दूर पहाड़ियाँ'),
  rankalaLake: withAlt(aboutImages.rankalaLake, 'सूर्यास्त के समय रंकाला झील, पानी में पत्थर का छोटा मंडप और पीछे पहाड़ियाँ'),
  mahalaxmiTemple: withAlt(
    aboutImages.mahalaxmiTemple,
    'नीले आकाश की पृष्ठभूमि में ऊँचे नक्काशीदार शिखर वाला देवी महालक्ष्मी का पाषाण मंदिर',
  ),
  panhalaFort: withAlt(aboutImages.panhalaFort, 'कोल्हापुर के निकट हरी पहाड़ी पर पन्हाला किले की दीवारें और बुर्ज'),
  newPalace: withAlt(aboutImages.newPalace, 'कोल्हापुर का न्यू पैलेस: घंटाघर वाला काले पत्थर का महल, सामने लॉन'),
  cityPanorama: withAlt(aboutImages.cityPanorama, 'कोल्हापुर शहर का दृश्य: घर, मंदिर और क्षितिज पर सह्याद्री की पहाड़ियाँ'),
  campusMap: withAlt(
    aboutImages.campusMap,
    'परिसर का रेखा-मानचित्र: कोल्हापुर-सांगली मार्ग पर मुख्य द्वार, बीच में प्रशासनिक भवन, विभाग, छात्रावास और झील',
  ),
  chancellor: withAlt(aboutImages.chancellor, 'कुलाधिपति, महाराष्ट्र के राज्यपाल का चित्र'),
  viceChancellor: withAlt(aboutImages.viceChancellor, 'कुलपति का चित्र'),
  organogram: withAlt(
    aboutImages.organogram,
    'संगठन चार्ट: सबसे ऊपर कुलाधिपति, फिर कुलपति, प्रति-कुलपति, और उनके नीचे अपने-अपने अनुभागों सहित कुलसचिव, परीक्षा निदेशक तथा वित्त एवं लेखा अधिकारी',
  ),
};

// ---------------------------------------------------------------------------
// Updates: each sidebar item shows 5 (spec 2.5), taken from the section's news.
// ---------------------------------------------------------------------------

const aboutNews: Array<Omit<Update, 'id'>> = [
  { text: '62वाँ दीक्षांत समारोह: स्नातकों के लिए सूचना', path: '/docs/news/2025-09-15-convocation-notice.pdf' },
  { text: 'वर्ष 2025 की अवकाश सूची प्रकाशित', path: '/docs/about/holidays-2025.pdf' },
  { text: 'सांख्यिकीय जानकारी 2025 जारी', path: '/docs/about/statistical-information-2025.pdf' },
  { text: 'प्रशासन का संगठन चार्ट संशोधित', path: '/docs/about/organogram.pdf' },
  { text: 'विश्वविद्यालय के अधिकारी, 2025', path: '/docs/about/university-officers.pdf' },
  { text: 'विश्वविद्यालय कार्यालयों का दीपावली अवकाश', path: '/docs/news/2025-10-20-diwali-vacation.pdf' },
  { text: 'कार्यालयीन वेळेत बदल नाही: सकाळी १०.२० ते सायंकाळी ६.००', path: '/about/office-working-hours', lang: 'mr' },
  { text: 'सीनेट के सदस्य, 2022-2027', path: '/docs/about/authorities/senate-members.pdf' },
  {
    text: 'शुल्क निर्धारण समिति का 2025-26 का प्रतिवेदन',
    path: '/docs/about/authorities/fee-fixation-committee-report.pdf',
  },
  { text: 'विश्वविद्यालय क्रीड़ा सप्ताह, 13 से 18 अक्टूबर 2025', path: '/docs/news/2025-10-08-sports-week.pdf' },
  { text: 'परीक्षा अवधि में पुस्तकालय का बढ़ाया गया समय', path: '/docs/news/2025-10-14-library-hours.pdf' },
  { text: 'सड़क, रेल और हवाई मार्ग से परिसर कैसे पहुँचें', path: '/about/history/how-to-reach' },
  { text: 'विश्वविद्यालय के कार्यालयों से संपर्क करें', path: '/about/history/contact-information' },
];

/** Five updates for a sidebar item: a window into the section's news, different per item. */
function updatesFor(offset: number): Update[] {
  return Array.from({ length: 5 }, (_, index) => ({
    id: index + 1,
    ...aboutNews[(offset + index * 2) % aboutNews.length],
  }));
}

const ADDRESS = ['विद्यानगर, कोल्हापुर 416004', 'महाराष्ट्र, भारत'];
const mainBuilding = ['मुख्य प्रशासनिक भवन', ...ADDRESS];

// ---------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------

const holidays: Array<[string, string, string, string]> = [
  ['गणतंत्र दिवस', 'प्रजासत्ताक दिन', '2025-01-26', 'रविवार'],
  ['छत्रपति शिवाजी महाराज जयंती', 'छत्रपती शिवाजी महाराज जयंती', '2025-02-19', 'बुधवार'],
  ['महाशिवरात्रि', 'महाशिवरात्री', '2025-02-26', 'बुधवार'],
  ['होली (दूसरा दिन)', 'धूलिवंदन', '2025-03-14', 'शुक्रवार'],
  ['गुड़ी पड़वा', 'गुढीपाडवा', '2025-03-30', 'रविवार'],
  ['ईद-उल-फ़ित्र (रमज़ान ईद)', 'रमजान ईद', '2025-03-31', 'सोमवार'],
  ['राम नवमी', 'राम नवमी', '2025-04-06', 'रविवार'],
  ['महावीर जयंती', 'महावीर जयंती', '2025-04-10', 'गुरुवार'],
  ['डॉ. बाबासाहेब आंबेडकर जयंती', 'डॉ. बाबासाहेब आंबेडकर जयंती', '2025-04-14', 'सोमवार'],
  ['गुड फ्राइडे', 'गुड फ्रायडे', '2025-04-18', 'शुक्रवार'],
  ['महाराष्ट्र दिवस', 'महाराष्ट्र दिन', '2025-05-01', 'गुरुवार'],
  ['बुद्ध पूर्णिमा', 'बुद्ध पौर्णिमा', '2025-05-12', 'सोमवार'],
  ['ईद-उल-अज़हा (बकरीद)', 'बकरी ईद', '2025-06-07', 'शनिवार'],
  ['मुहर्रम', 'मोहरम', '2025-07-06', 'रविवार'],
  ['स्वतंत्रता दिवस', 'स्वातंत्र्य दिन', '2025-08-15', 'शुक्रवार'],
  ['गणेश चतुर्थी', 'गणेश चतुर्थी', '2025-08-27', 'बुधवार'],
  ['ईद-ए-मिलाद', 'ईद-ए-मिलाद', '2025-09-05', 'शुक्रवार'],
  ['महात्मा गांधी जयंती एवं दशहरा', 'महात्मा गांधी जयंती व दसरा', '2025-10-02', 'गुरुवार'],
  ['दीपावली अमावस्या (लक्ष्मी पूजन)', 'दिवाळी अमावस्या (लक्ष्मीपूजन)', '2025-10-21', 'मंगलवार'],
  ['दीपावली (बलिप्रतिपदा)', 'दिवाळी (बलिप्रतिपदा)', '2025-10-22', 'बुधवार'],
  ['गुरु नानक जयंती', 'गुरु नानक जयंती', '2025-11-05', 'बुधवार'],
  ['क्रिसमस', 'ख्रिसमस', '2025-12-25', 'गुरुवार'],
];

const MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];
/** '2025-01-26' -> '26 जनवरी 2025' (Latin digits, contract item 4). */
const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

const holidayRows: TableRow[] = holidays.map(([name, marathi, date, day], index) => ({
  serial_no: index + 1,
  holiday: name,
  marathi: { text: marathi, lang: 'mr' },
  date: longDate(date),
  day,
}));

const officers: TableRow[] = [
  {
    serial_no: 1,
    office: 'कुलाधिपति',
    name: 'श्री वसंतराव देशमुख, महाराष्ट्र के राज्यपाल',
    contact: ['राजभवन, मुंबई'],
  },
  {
    serial_no: 2,
    office: 'कुलपति',
    name: 'प्रो. (डॉ.) सुनंदा कुलकर्णी',
    contact: ['+91 231 260 9060', 'vc@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 3,
    office: 'प्रति-कुलपति',
    name: 'प्रो. (डॉ.) प्रकाश जाधव',
    contact: ['+91 231 260 9061', 'pvc@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 4,
    office: 'कुलसचिव',
    name: 'डॉ. मीनल शिंदे',
    contact: ['+91 231 260 9062', 'registrar@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 5,
    office: 'निदेशक, परीक्षा एवं मूल्यांकन मंडल',
    name: 'डॉ. अजित आर. पाटणकर',
    contact: ['+91 231 260 9071', 'director.bee@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 6,
    office: 'वित्त एवं लेखा अधिकारी',
    name: 'श्री संदीप वी. लोखंडे',
    contact: ['+91 231 260 9080', 'fao@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 7,
    office: 'संकायाध्यक्ष, विज्ञान एवं प्रौद्योगिकी संकाय',
    name: 'प्रो. (डॉ.) राजेंद्र एम. पवार',
    contact: ['+91 231 260 9101', 'dean.st@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 8,
    office: 'संकायाध्यक्ष, वाणिज्य एवं प्रबंधन संकाय',
    name: 'प्रो. (डॉ.) अंजली वी. देशपांडे',
    contact: ['+91 231 260 9102', 'dean.cm@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 9,
    office: 'संकायाध्यक्ष, मानविकी संकाय',
    name: 'प्रो. (डॉ.) सुरेश के. गायकवाड',
    contact: ['+91 231 260 9103', 'dean.hum@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 10,
    office: 'संकायाध्यक्ष, अंतर्विषयी अध्ययन संकाय',
    name: 'प्रो. (डॉ.) फरीदा एन. मुल्ला',
    contact: ['+91 231 260 9104', 'dean.ids@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 11,
    office: 'निदेशक, छात्र विकास',
    name: 'डॉ. कविता एस. मोहिते',
    contact: ['+91 231 260 9120', 'dsd@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 12,
    office: 'निदेशक, ज्ञान संसाधन केंद्र (पुस्तकालयाध्यक्ष)',
    name: 'डॉ. नीलेश बी. सावंत',
    contact: ['+91 231 260 9130', 'librarian@ssu-kolhapur.ac.in'],
  },
];

const formerVcs: Array<[string, string, string]> = [
  ['डॉ. विष्णु जी. आपटे', 'एम.ए., पीएच.डी. (बॉम्बे)', '1962 - 1966'],
  ['प्रो. यशवंत एस. खांडेकर', 'एम.एससी., डी.फिल. (ऑक्सफ़ोर्ड)', '1966 - 1972'],
  ['डॉ. शंकरराव बी. पाटिल', 'एम.ए., एलएल.बी., पीएच.डी.', '1972 - 1978'],
  ['प्रो. (डॉ.) मालती आर. जोशी', 'एम.एससी., पीएच.डी. (पुणे)', '1978 - 1984'],
  ['डॉ. नारायण डी. सालुंखे', 'एम.कॉम., पीएच.डी.', '1984 - 1990'],
  ['प्रो. (डॉ.) इब्राहिम के. शेख', 'एम.टेक., पीएच.डी. (आईआईटी बॉम्बे)', '1990 - 1996'],
  ['डॉ. पांडुरंग वी. मोरे', 'एम.ए., पीएच.डी. (शिवाजी)', '1996 - 2002'],
  ['प्रो. (डॉ.) अलका एस. भोसले', 'एम.एससी., पीएच.डी. (कोल्हापुर), FNASc', '2002 - 2008'],
];

const formerVcImages = [
  aboutImages.formerVc1,
  aboutImages.formerVc2,
  aboutImages.formerVc3,
  aboutImages.formerVc4,
  aboutImages.formerVc5,
  aboutImages.formerVc6,
  aboutImages.formerVc7,
  aboutImages.formerVc8,
];

// ---------------------------------------------------------------------------
// /about
// ---------------------------------------------------------------------------

const aboutPage: PageContent = {
  path: '/about',
  lastUpdated: '2026-10-28',
  sidebarItems: [
    { id: 1, itemText: 'हमारे बारे में', path: '/about', updates: updatesFor(0) },
    { id: 2, itemText: 'ध्येय, दृष्टि एवं लक्ष्य', path: '/about/statistics', updates: updatesFor(1) },
    { id: 3, itemText: 'कुलाधिपति', path: '/about/campus', updates: updatesFor(2) },
    { id: 4, itemText: 'कुलपति की कलम से', path: '/about/policies', updates: updatesFor(3) },
    { id: 5, itemText: 'पूर्व कुलपति', path: '/about/former-vice-chancellors', updates: updatesFor(4) },
    { id: 6, itemText: 'संगठनात्मक संरचना', path: '/about/organization-structure', updates: updatesFor(5) },
    { id: 7, itemText: 'विश्वविद्यालय के अधिकारी', path: '/about/university-officers', updates: updatesFor(6) },
    { id: 8, itemText: 'कार्यालय समय', path: '/about/office-working-hours', updates: updatesFor(7) },
    { id: 9, itemText: 'संगठन चार्ट', path: '/about/organogram', updates: updatesFor(8) },
    { id: 10, itemText: 'सांख्यिकीय जानकारी', path: '/about/statistical-information', updates: updatesFor(9) },
    { id: 11, itemText: 'अवकाश सूची', path: '/about/holidays', updates: updatesFor(10) },
    { id: 12, itemText: 'दैनिक समाचार', path: '/about/news', updates: updatesFor(11) },
  ],
  contents: [
    {
      content_id: 1,
      layout_type: 'paragraph-image',
      title: `${UNIVERSITY} में आपका स्वागत है`,
      paragraph: [
        `${UNIVERSITY} (SSU) की स्थापना ${site.foundedYear} में कोल्हापुर में हुई, ताकि दक्षिण महाराष्ट्र के कोल्हापुर, सांगली और सातारा ज़िलों के लोगों को उच्च शिक्षा सुलभ हो सके। इसका ध्येय वाक्य है "ज्ञान ही शक्ति है"।`,
        'विश्वविद्यालय 853 एकड़ के परिसर में अपने विभागों में अध्यापन एवं अनुसंधान करता है और 297 महाविद्यालय इससे संबद्ध हैं। राष्ट्रीय मूल्यांकन एवं प्रत्यायन परिषद (नैक) ने इसे A++ श्रेणी प्रदान की है।',
      ],
      image: images.campusMainBuilding,
      caption: 'मुख्य प्रशासनिक भवन, विद्यानगर परिसर',
      extra_paragraph: [
        {
          text: `${site.nameMarathi} हे दक्षिण महाराष्ट्रातील विद्यार्थ्यांसाठी उच्च शिक्षणाचे प्रमुख केंद्र आहे. "ज्ञान हीच शक्ती" हे विद्यापीठाचे ब्रीदवाक्य आहे.`,
          lang: 'mr',
        },
        'विश्वविद्यालय, उसके प्राधिकरणों, अधिकारियों तथा तथ्यों और आँकड़ों के बारे में पढ़ने के लिए संबंधित पृष्ठों की सूची देखें।',
      ],
    },
    {
      content_id: 2,
      layout_type: 'formal-composite',
      sections: [
        {
          heading: 'दृष्टि',
          type: 'paragraph',
          content: [
            'एक उत्कृष्ट विश्वविद्यालय बनना, जो ज्ञान को ग्रामीण और शहरी महाराष्ट्र में सामाजिक, आर्थिक और सांस्कृतिक परिवर्तन की शक्ति बनाए।',
          ],
        },
        {
          heading: 'ध्येय',
          type: 'bullet-list',
          content: [
            'क्षेत्र के प्रत्येक शिक्षार्थी को किफ़ायती और सुलभ गुणवत्तापूर्ण उच्च शिक्षा प्रदान करना।',
            'कृषि, उद्योग और समाज की आवश्यकताओं के अनुरूप अनुसंधान करना।',
            'प्रत्येक विद्यार्थी में चरित्र, नागरिक बोध और पर्यावरण के प्रति सम्मान का विकास करना।',
            'महाराष्ट्र की भाषा, कला और विरासत का संरक्षण एवं संवर्धन करना।',
          ],
        },
        {
          heading: 'लक्ष्य',
          type: 'order-list',
          content: [
            'संबद्ध महाविद्यालयों और दूरस्थ शिक्षा के माध्यम से क्षेत्र में सकल नामांकन अनुपात बढ़ाना।',
            '2026 तक प्रत्येक संकाय में राष्ट्रीय शिक्षा नीति 2020 के चार वर्षीय स्नातक पाठ्यक्रम आरंभ करना।',
            '2028 तक वित्तपोषित अनुसंधान परियोजनाओं और पेटेंटों की संख्या दोगुनी करना।',
            'परिसर के प्रत्येक भवन को दिव्यांगजनों के लिए सुगम बनाना।',
          ],
        },
        {
          heading: 'मूल मूल्य',
          type: 'arrow-list',
          content: ['पहुँच और समता', 'शैक्षणिक स्वतंत्रता', 'सत्यनिष्ठा और पारदर्शिता', 'समाज सेवा'],
        },
        {
          heading: { text: 'ध्येय', lang: 'mr' },
          type: 'paragraph',
          lang: 'mr',
          content: [
            'ग्रामीण व शहरी महाराष्ट्रातील सामाजिक, आर्थिक व सांस्कृतिक परिवर्तनासाठी ज्ञानाला शक्ती बनवणारे उत्कृष्ट विद्यापीठ होणे.',
          ],
        },
      ],
      important_notices: [
        {
          title: 'अंगीकरण',
          content: 'दृष्टि, ध्येय और लक्ष्य सीनेट ने 18 मार्च 2019 की अपनी बैठक में अंगीकार किए और 2024 में उनकी समीक्षा की गई।',
        },
      ],
    },
    {
      content_id: 3,
      layout_type: 'personal-figured',
      sections: [
        {
          profile_image: images.chancellor,
          person_name: 'श्री वसंतराव देशमुख',
          position: 'कुलाधिपति, महाराष्ट्र के राज्यपाल',
          text: [
            `महाराष्ट्र सार्वजनिक विश्वविद्यालय अधिनियम, 2016 के अंतर्गत महाराष्ट्र के राज्यपाल ${UNIVERSITY} तथा राज्य के प्रत्येक सार्वजनिक विश्वविद्यालय के कुलाधिपति हैं। कुलाधिपति विश्वविद्यालय के प्रमुख हैं और दीक्षांत समारोह की अध्यक्षता करते हैं।`,
            'श्री वसंतराव देशमुख ने 2024 में राज्यपाल का पदभार ग्रहण किया। विधि के क्षेत्र से आए श्री देशमुख चार दशकों से सार्वजनिक जीवन में सक्रिय हैं और ग्रामीण शिक्षा तथा सहकारी संस्थाओं में उनकी विशेष रुचि रही है।',
          ],
          more_details: {
            text: 'राजभवन की वेबसाइट पर राज्यपाल के बारे में और जानकारी',
            path: 'https://rajbhavan-maharashtra.gov.in/',
          },
        },
      ],
    },
    {
      content_id: 4,
      layout_type: 'comment',
      title: 'कुलपति की कलम से',
      image: images.viceChancellor,
      message:
        'प्रिय विद्यार्थियो, शिक्षकगण और मित्रो,\n\n<strong>' +
        UNIVERSITY +
        '</strong> में आपका स्वागत करना मेरे लिए सौभाग्य की बात है। छह दशकों से अधिक समय से यह विश्वविद्यालय दक्षिण महाराष्ट्र के गाँवों और कस्बों तक उच्च शिक्षा पहुँचा रहा है।\n\nअब हमारा दायित्व <em>राष्ट्रीय शिक्षा नीति 2020</em> को व्यवहार में उतारना है: लचीली चार वर्षीय उपाधियाँ, पहले वर्ष से अनुसंधान, और रोज़गार की ओर ले जाने वाले कौशल। मैं आपको हमारे <a href="/academics">विभागों</a> के बारे में पढ़ने और परिसर देखने के लिए आमंत्रित करती हूँ।\n\n<span lang="mr">आपण सर्वांनी विद्यापीठाच्या प्रगतीत सहभागी व्हावे, ही अपेक्षा.</span>',
      signature: {
        name: 'प्रो. (डॉ.) सुनंदा कुलकर्णी',
        position: 'कुलपति',
        department: 'कुलपति कार्यालय',
        university: UNIVERSITY,
      },
    },
    {
      content_id: 5,
      layout_type: 'image-grid',
      title: 'पूर्व कुलपति',
      sections: formerVcs.map(([name, qualification, tenure], index) => ({
        name,
        qualification,
        tenure,
        img: { ...formerVcImages[index], alt: `${name} का चित्र` },
      })),
    },
    {
      content_id: 6,
      layout_type: 'simple-table',
      title: 'प्राधिकरण, अधिकारी और निकाय',
      wrappable: true,
      sections: [
        {
          columns: [
            { heading: 'स्तर', accessor: 'level' },
            { heading: 'कार्यालय और निकाय', accessor: 'bodies', type: 'unorder-list', by: 'bullet' },
          ],
          rows: [
            { bold_heading: 'वैधानिक प्राधिकरण' },
            { level: 'नीति', bodies: ['सीनेट', 'प्रबंध परिषद', 'विद्या परिषद'] },
            { level: 'शैक्षणिक', bodies: ['संकायाध्यक्ष मंडल', 'संकाय', 'अध्ययन मंडल'] },
            { bold_heading: 'अधिकारी' },
            { level: 'प्रमुख', bodies: ['कुलाधिपति', 'कुलपति', 'प्रति-कुलपति'] },
            {
              level: 'प्रशासन',
              bodies: ['कुलसचिव', 'निदेशक, परीक्षा एवं मूल्यांकन मंडल', 'वित्त एवं लेखा अधिकारी'],
            },
          ],
        },
      ],
    },
    {
      content_id: 6,
      layout_type: 'pdf_list',
      title: 'दस्तावेज़',
      sections: [
        {
          file_name: 'विश्वविद्यालय की संगठनात्मक संरचना (2025)',
          file: '/docs/about/organization-structure.pdf',
        },
      ],
    },
    {
      content_id: 7,
      layout_type: 'searchbar-table',
      title: 'विश्वविद्यालय के अधिकारी',
      searchable: true,
      sections: [
        {
          columns: [
            { heading: 'क्र.सं.', accessor: 'serial_no' },
            { heading: 'पद', accessor: 'office' },
            { heading: 'नाम', accessor: 'name' },
            { heading: 'संपर्क', accessor: 'contact', type: 'unorder-list', prevTexts: ['फ़ोन:', 'ई-मेल:'] },
          ],
          rows: officers,
        },
      ],
    },
    {
      content_id: 8,
      layout_type: 'simple-table',
      title: 'कार्यालय समय',
      isAutoWidth: true,
      sections: [
        {
          isHeader: false,
          columns: [
            { heading: 'विवरण', accessor: 'particulars' },
            { heading: 'समय', accessor: 'timing' },
          ],
          rows: [
            { particulars: 'कार्यालय का समय', timing: 'प्रातः 10.20 से सायं 6.00 बजे तक' },
            { particulars: 'भोजनावकाश', timing: 'दोपहर 2.00 से 2.30 बजे तक' },
            { particulars: 'बंद रहने के दिन', timing: ['दूसरा और चौथा शनिवार', 'रविवार', 'सार्वजनिक अवकाश'] },
          ],
        },
      ],
    },
    {
      content_id: 8,
      layout_type: 'bullet-list',
      title: { text: 'कार्यालयीन वेळ', lang: 'mr' },
      lang: 'mr',
      sections: [
        'कार्यालयीन वेळ: सकाळी १०.२० ते सायंकाळी ६.००',
        'भोजन विश्रांती: दुपारी २.०० ते २.३०',
        'दुसरा व चौथा शनिवार कार्यालये बंद राहतील.',
      ],
    },
    {
      content_id: 9,
      layout_type: 'paragraph-image',
      paragraph: [
        'संगठन चार्ट दर्शाता है कि विश्वविद्यालय का प्रशासन किस प्रकार संगठित है: कुलाधिपति से लेकर तीन वैधानिक अधिकारियों के अनुभागों तक।',
      ],
      image: images.organogram,
      caption: 'प्रशासन का संगठन चार्ट, 2025',
      extra_paragraph: ['इसकी मुद्रण योग्य प्रति नीचे दी गई है।'],
    },
    {
      content_id: 9,
      layout_type: 'pdf_list',
      sections: [{ file_name: 'प्रशासन का संगठन चार्ट (2025)', file: '/docs/about/organogram.pdf' }],
    },
    {
      content_id: 10,
      layout_type: 'simple-table',
      title: 'आँकड़ों में विश्वविद्यालय',
      wrappable: true,
      sections: [
        {
          columns: [
            { heading: 'क्र.सं.', accessor: 'serial_no' },
            { heading: 'विवरण', accessor: 'particulars' },
            { heading: 'संख्या', accessor: 'number' },
            { heading: 'ब्योरा', accessor: 'details', type: 'order-list', by: 'letter' },
          ],
          rows: [
            { serial_no: 1, particulars: 'वर्ष', number: 62, details: [`${site.foundedYear} में स्थापित`] },
            {
              serial_no: 2,
              particulars: 'विभाग',
              number: 34,
              details: ['विज्ञान एवं प्रौद्योगिकी', 'वाणिज्य एवं प्रबंधन', 'मानविकी', 'अंतर्विषयी अध्ययन'],
            },
            { serial_no: 3, particulars: 'पीठ', number: 10, details: null },
            { serial_no: 4, particulars: 'केंद्र', number: 19, details: null },
            { serial_no: 5, particulars: 'परिसर (एकड़ में)', number: 853, details: ['विद्यानगर परिसर, कोल्हापुर'] },
            {
              serial_no: 6,
              particulars: 'संबद्ध महाविद्यालय',
              number: 297,
              details: ['कोल्हापुर ज़िला', 'सांगली ज़िला', 'सातारा ज़िला'],
            },
          ],
        },
      ],
    },
    {
      content_id: 10,
      layout_type: 'multiple-file-table',
      sections: [
        {
          title: 'सांख्यिकीय प्रतिवेदन',
          columns: [
            { heading: 'क्र.सं.', accessor: 'serial_no' },
            { heading: 'प्रतिवेदन', accessor: 'file_title' },
          ],
          rows: [
            {
              serial_no: 1,
              file_title: 'सांख्यिकीय जानकारी 2025',
              file: '/docs/about/statistical-information-2025.pdf',
              file_name: 'ssu-statistics-2025.pdf',
            },
            { serial_no: 2, file_title: 'सांख्यिकीय जानकारी 2026 (प्रकाशित होनी है)' },
          ],
        },
      ],
    },
    {
      content_id: 11,
      layout_type: 'searchbar-table',
      title: 'वर्ष 2025 के अवकाश',
      searchable: true,
      sections: [
        {
          columns: [
            { heading: 'क्र.सं.', accessor: 'serial_no' },
            { heading: 'अवकाश', accessor: 'holiday' },
            { heading: { text: 'सुट्टी', lang: 'mr' }, accessor: 'marathi' },
            { heading: 'दिनांक', accessor: 'date' },
            { heading: 'दिन', accessor: 'day' },
          ],
          rows: holidayRows,
        },
      ],
    },
    {
      content_id: 11,
      layout_type: 'pdf_list',
      sections: [{ file_name: 'वर्ष 2025 के सार्वजनिक अवकाशों की सूची', file: '/docs/about/holidays-2025.pdf' }],
    },
    {
      content_id: 12,
      layout_type: 'searchbar-table',
      title: 'दैनिक समाचार',
      searchable: true,
      sections: [newsTable(newsRows)],
    },
  ],
};

// ---------------------------------------------------------------------------
// /about/history
// ---------------------------------------------------------------------------

const historyPage: PageContent = {
  path: '/about/history',
  lastUpdated: '2026-09-14',
  sidebarItems: [
    { id: 1, itemText: 'हमारे बारे में', path: '/about/history', updates: updatesFor(3) },
    { id: 2, itemText: 'शहर के बारे में', path: '/about/history/city', updates: updatesFor(5) },
    { id: 3, itemText: 'गूगल मानचित्र', path: '/about/history/map', updates: updatesFor(7) },
    { id: 4, itemText: 'संपर्क जानकारी', path: '/about/history/contact-information', updates: updatesFor(9) },
    { id: 5, itemText: 'कैसे पहुँचें', path: '/about/history/how-to-reach', updates: updatesFor(11) },
    { id: 6, itemText: 'विश्वविद्यालय के बारे में', path: '/about/history/university', updates: updatesFor(12) },
  ],
  contents: [
    {
      content_id: 1,
      layout_type: 'news-composite',
      title: 'विश्वविद्यालय का इतिहास',
      paragraph: [
        `${UNIVERSITY} की स्थापना 18 नवंबर ${site.foundedYear} को महाराष्ट्र विधानमंडल के एक अधिनियम द्वारा हुई। इससे दक्षिण महाराष्ट्र की जनता की अपने विश्वविद्यालय की पुरानी माँग पूरी हुई। उसी वर्ष पुराने कोल्हापुर शहर के किराये के भवनों में कक्षाएँ आरंभ हुईं।`,
        '1965 में विश्वविद्यालय विद्यानगर स्थित अपने वर्तमान परिसर में आया, जिसकी भूमि कोल्हापुर के तत्कालीन राजघराने और राज्य सरकार ने दी थी। आज यह परिसर पहाड़ी ढलानों, झीलों और रोपे गए वनों सहित 853 एकड़ में फैला है।',
        'आज विश्वविद्यालय के परिसर में 34 विभाग, 10 पीठ और 19 केंद्र हैं तथा तीन ज़िलों के 297 महाविद्यालय इससे संबद्ध हैं। 2021 में नैक ने इसे A++ श्रेणी प्रदान की।',
      ],
      images_after_first: [
        { img: images.campusMainBuilding, title: 'मुख्य भवन, 1968 में पूर्ण हुआ' },
        { img: images.campusLake, title: 'परिसर की झील' },
      ],
      images_after_second: [
        { img: images.rankalaLake, title: 'रंकाला झील, कोल्हापुर' },
        { img: images.newPalace, title: 'न्यू पैलेस, कोल्हापुर' },
        { img: images.panhalaFort, title: 'पन्हाला किला' },
      ],
      important_notices: [
        {
          title: 'प्रमुख पड़ाव',
          listItems: [
            `${site.foundedYear}: विश्वविद्यालय की स्थापना`,
            '1965: विद्यानगर परिसर में स्थानांतरण',
            '1968: मुख्य भवन पूर्ण',
            '1975: पहली पीएच.डी. उपाधि प्रदान',
            '1988: दूरस्थ शिक्षा केंद्र आरंभ',
            '2001: पहला नैक प्रत्यायन',
            '2012: स्वर्ण जयंती',
            '2021: नैक A++ प्रत्यायन',
            '2024: राष्ट्रीय शिक्षा नीति 2020 के पाठ्यक्रम आरंभ',
          ],
        },
      ],
    },
    {
      content_id: 2,
      layout_type: 'city-composite',
      title: 'कोल्हापुर',
      sections: [
        {
          type: 'paragraph',
          content: [
            'कोल्हापुर दक्षिण महाराष्ट्र में सह्याद्री की पहाड़ियों की तलहटी में पंचगंगा नदी के तट पर बसा एक ऐतिहासिक शहर है। यह भोसले छत्रपतियों के कोल्हापुर राज्य की राजधानी था और देवी महालक्ष्मी के मंदिर के कारण दक्षिण काशी के नाम से जाना जाता है।',
            'यह शहर अपनी कुश्ती परंपरा, कोल्हापुरी चप्पलों, गुड़, तीखे व्यंजनों और फ़िल्म उद्योग के लिए प्रसिद्ध है, और सामाजिक सुधार एवं शिक्षा के अग्रदूत छत्रपति शाहू महाराज के लिए भी।',
          ],
        },
        {
          type: 'paragraph',
          lang: 'mr',
          heading: { text: 'करवीर नगरी', lang: 'mr' },
          content: [
            'कोल्हापूर ही पंचगंगा नदीच्या काठी वसलेली ऐतिहासिक करवीर नगरी आहे. श्री महालक्ष्मी मंदिर, रंकाळा तलाव आणि पन्हाळा किल्ला ही येथील प्रसिद्ध ठिकाणे आहेत.',
          ],
        },
        {
          type: 'list',
          heading: 'एक नज़र में',
          items: [
            { bold: 'ज़िला:', text: 'कोल्हापुर, महाराष्ट्र' },
            { bold: 'जनसंख्या:', text: 'लगभग 5.5 लाख (शहर), 38 लाख (ज़िला)' },
            { bold: 'भाषाएँ:', text: 'मराठी, हिंदी, अंग्रेज़ी, कन्नड़' },
            { bold: 'ऊँचाई:', text: 'समुद्र तल से 569 मीटर' },
            { bold: 'प्रसिद्धि:', text: 'महालक्ष्मी मंदिर, कुश्ती, कोल्हापुरी चप्पल, गुड़' },
          ],
        },
        {
          type: 'Images-list',
          heading: 'शहर के चित्र',
          images: [
            { img: images.cityPanorama, title: 'कोल्हापुर और सह्याद्री की पहाड़ियाँ' },
            { img: images.mahalaxmiTemple, title: 'श्री महालक्ष्मी (अंबाबाई) मंदिर' },
            { img: images.rankalaLake, title: 'रंकाला झील' },
            { img: images.newPalace, title: 'न्यू पैलेस और संग्रहालय' },
            { img: images.panhalaFort, title: 'पन्हाला किला, 20 किमी दूर' },
          ],
        },
      ],
      important_notices: [
        {
          title: 'कोल्हापुर और आसपास के दर्शनीय स्थल',
          listItems: [
            'श्री महालक्ष्मी मंदिर',
            'रंकाला झील',
            'न्यू पैलेस संग्रहालय',
            'भवानी मंडप',
            'शालिनी पैलेस',
            'टाउन हॉल संग्रहालय',
            'कणेरी मठ (सिद्धगिरि संग्रहालय)',
            'पन्हाला किला',
            'ज्योतिबा मंदिर',
            'नरसोबावाडी',
            'खिद्रापुर का कोपेश्वर मंदिर',
            'राधानगरी वन्यजीव अभयारण्य',
            'दाजीपुर गौर अभयारण्य',
            'गगनबावडा',
          ],
        },
      ],
    },
    {
      content_id: 3,
      layout_type: 'paragraph-image',
      title: 'परिसर का मानचित्र',
      paragraph: [
        'परिसर कोल्हापुर-सांगली मार्ग पर, केंद्रीय बस स्थानक से 4 किमी और छत्रपति शाहू महाराज टर्मिनस रेलवे स्टेशन से 5 किमी दूर स्थित है। मुख्य द्वार सड़क की ओर खुलता है; प्रशासनिक भवन परिसर के मध्य में है।',
      ],
      image: images.campusMap,
      caption: 'विद्यानगर परिसर का रेखा-मानचित्र',
      extra_paragraph: ['अपने स्थान से मार्ग जानने के लिए नीचे दिए गूगल मैप्स लिंक का उपयोग करें।'],
    },
    {
      content_id: 3,
      layout_type: 'bullet-list',
      sections: [
        {
          text: `${UNIVERSITY} को गूगल मैप्स में खोलें`,
          href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.address.join(', '))}`,
        },
        { text: 'परिसर तक कैसे पहुँचें', href: '/about/history/how-to-reach' },
      ],
    },
    {
      content_id: 4,
      layout_type: 'contact-composite',
      title: 'संपर्क जानकारी',
      sections: [
        {
          heading: 'पता',
          rows: [
            { icon: 'address', text: [UNIVERSITY, ...ADDRESS] },
            {
              icon: 'time',
              text: 'कार्यालय का समय: प्रातः 10.20 से सायं 6.00 बजे तक (भोजनावकाश दोपहर 2.00 से 2.30 बजे तक); दूसरे और चौथे शनिवार को बंद',
            },
          ],
        },
        {
          heading: 'टेलीफ़ोन और ई-मेल',
          rows: [
            { icon: 'phone', text: site.phone.display, href: `tel:${site.phone.dial}` },
            { icon: 'fax', text: 'फ़ैक्स: +91 231 269 1533' },
            { icon: 'email', text: site.email },
            { icon: 'website', text: 'ssu-kolhapur.ac.in', href: '/' },
          ],
        },
      ],
      offices: {
        heading: 'कार्यालय',
        rows: [
          {
            office: 'कुलपति',
            description: 'कुलपति कार्यालय, पहली मंज़िल, मुख्य भवन',
            phone: ['+91 231 260 9060'],
            email: 'vc@ssu-kolhapur.ac.in',
          },
          {
            office: 'कुलसचिव',
            description: 'सामान्य प्रशासन, स्थापना और बैठकें',
            phone: ['+91 231 260 9062', '+91 231 260 9063'],
            email: 'registrar@ssu-kolhapur.ac.in',
          },
          {
            office: 'परीक्षा एवं मूल्यांकन मंडल',
            description: 'परीक्षाएँ, परिणाम, अंकपत्र, उपाधि प्रमाणपत्र',
            phone: ['+91 231 260 9071', '+91 231 260 9072'],
            email: 'director.bee@ssu-kolhapur.ac.in',
            link: site.studentPortal,
          },
          {
            office: 'वित्त एवं लेखा',
            description: 'शुल्क, धनवापसी और भुगतान',
            phone: ['+91 231 260 9080'],
            email: 'fao@ssu-kolhapur.ac.in',
          },
          {
            office: 'विद्यार्थी सुविधा केंद्र',
            description: 'विद्यार्थियों के लिए पूछताछ, आवेदन और दस्तावेज़',
            phone: ['+91 231 260 9111'],
            email: 'sfc@ssu-kolhapur.ac.in',
            link: 'https://www.mahadbt.maharashtra.gov.in/',
          },
        ],
      },
      registrar_office: {
        heading: 'कुलसचिव कार्यालय',
        rows: [
          { icon: 'person', text: 'डॉ. मीनल शिंदे, कुलसचिव' },
          { icon: 'address', text: mainBuilding },
          { icon: 'phone', text: '+91 231 260 9062' },
          { icon: 'email', text: 'registrar@ssu-kolhapur.ac.in' },
        ],
      },
    },
    {
      content_id: 5,
      layout_type: 'formal-composite',
      title: 'परिसर तक कैसे पहुँचें',
      sections: [
        {
          heading: 'सड़क मार्ग से',
          type: 'arrow-list',
          content: [
            'कोल्हापुर राष्ट्रीय राजमार्ग 48 (मुंबई-बेंगलुरु) पर, पुणे से 230 किमी दक्षिण में स्थित है।',
            'विद्यानगर के लिए नगर बसें (KMT) केंद्रीय बस स्थानक से हर 15 मिनट पर चलती हैं; यात्रा में लगभग 20 मिनट लगते हैं।',
            'बस स्थानक और रेलवे स्टेशन पर ऑटो-रिक्शा और टैक्सियाँ उपलब्ध हैं।',
          ],
        },
        {
          heading: 'रेल मार्ग से',
          type: 'bullet-list',
          content: [
            'छत्रपति शाहू महाराज टर्मिनस, कोल्हापुर (स्टेशन कोड KOP), परिसर से 5 किमी।',
            'मुंबई, पुणे, बेंगलुरु, हैदराबाद, नागपुर और दिल्ली से सीधी रेलगाड़ियाँ।',
          ],
        },
        {
          heading: 'हवाई मार्ग से',
          type: 'bullet-list',
          content: [
            'कोल्हापुर हवाई अड्डा (KLH), परिसर से 15 किमी, जहाँ से मुंबई, बेंगलुरु और हैदराबाद के लिए उड़ानें हैं।',
            'निकटतम अंतरराष्ट्रीय हवाई अड्डा पुणे (PNQ) है, जो 240 किमी दूर है।',
          ],
        },
        {
          heading: { text: 'मार्गदर्शन', lang: 'mr' },
          type: 'paragraph',
          lang: 'mr',
          content: ['मध्यवर्ती बस स्थानकापासून विद्यानगर परिसर ४ किलोमीटर अंतरावर आहे. के.एम.टी. बस दर १५ मिनिटांनी उपलब्ध आहे.'],
        },
      ],
      important_notices: [
        {
          title: 'आगंतुक',
          content: 'कार्य दिवसों में प्रातः 10.20 से सायं 6.00 बजे के बीच आगंतुकों का स्वागत है। कृपया अपना पहचान पत्र साथ रखें।',
        },
      ],
    },
    {
      content_id: 6,
      layout_type: 'formal-composite',
      title: 'विश्वविद्यालय के बारे में',
      sections: [
        {
          heading: 'कार्यक्षेत्र',
          type: 'paragraph',
          content: [
            'विश्वविद्यालय अपने परिसर के विभागों और 297 संबद्ध महाविद्यालयों के माध्यम से कोल्हापुर, सांगली और सातारा ज़िलों के लगभग 2.6 लाख विद्यार्थियों की सेवा करता है।',
          ],
        },
        {
          heading: 'संकाय',
          type: 'bullet-list',
          content: ['विज्ञान एवं प्रौद्योगिकी', 'वाणिज्य एवं प्रबंधन', 'मानविकी', 'अंतर्विषयी अध्ययन'],
        },
        {
          heading: 'मान्यता',
          type: 'arrow-list',
          content: [
            'नैक A++ (2021)',
            'यूजीसी अधिनियम की धारा 2(f) और 12(B) के अंतर्गत मान्यता प्राप्त',
            { text: 'कंप्यूटर विज्ञान विभाग', href: '/academics/computer-science' },
          ],
        },
      ],
      important_notices: [
        {
          title: 'तथ्य और आँकड़े',
          listItems: ['62 वर्ष', '34 विभाग', '10 पीठ', '19 केंद्र', '853 एकड़', '297 संबद्ध महाविद्यालय'],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------
// /about/authorities
// ---------------------------------------------------------------------------

const authorityLinks = [
  ['सीनेट', '/about/authorities/senate'],
  ['प्रबंध परिषद', '/about/authorities/management-council'],
  ['विद्या परिषद', '/about/authorities/academic-council'],
  ['संकायाध्यक्ष मंडल', '/about/authorities/board-of-deans'],
  ['छात्र परिषद की घोषणा', '/about/authorities/student-council'],
  ['संकाय', '/about/authorities/faculties'],
  ['अध्ययन मंडल', '/about/authorities/bos'],
  ['तदर्थ मंडल', '/about/authorities/ad-hoc-board'],
  ['विश्वविद्यालय विभाग एवं अंतर्विषयी अध्ययन मंडल', '/about/authorities/university-departments-board'],
  ['शुल्क निर्धारण समिति', '/about/authorities/fee-fixation-committee'],
] as const;

const authoritiesPage: PageContent = {
  path: '/about/authorities',
  lastUpdated: '2026-11-03',
  sidebarItems: [
    { id: 1, itemText: 'प्राधिकरण एवं निकाय', path: '/about/authorities', updates: updatesFor(7) },
    { id: 2, itemText: 'सीनेट', path: '/about/authorities/senate', updates: updatesFor(8) },
    { id: 3, itemText: 'प्रबंध परिषद', path: '/about/authorities/management-council', updates: updatesFor(9) },
    { id: 4, itemText: 'विद्या परिषद', path: '/about/authorities/academic-council', updates: updatesFor(10) },
    { id: 5, itemText: 'संकायाध्यक्ष मंडल', path: '/about/authorities/board-of-deans', updates: updatesFor(11) },
    {
      id: 6,
      itemText: 'छात्र परिषद की घोषणा',
      path: '/about/authorities/student-council',
      updates: updatesFor(12),
    },
    { id: 7, itemText: 'संकाय', path: '/about/authorities/faculties', updates: updatesFor(0) },
    { id: 8, itemText: 'अध्ययन मंडल', path: '/about/authorities/bos', updates: updatesFor(1) },
    { id: 9, itemText: 'तदर्थ मंडल', path: '/about/authorities/ad-hoc-board', updates: updatesFor(2) },
    {
      id: 10,
      itemText: 'विश्वविद्यालय विभाग एवं अंतर्विषयी अध्ययन मंडल',
      path: '/about/authorities/university-departments-board',
      updates: updatesFor(3),
    },
    {
      id: 11,
      itemText: 'शुल्क निर्धारण समिति',
      path: '/about/authorities/fee-fixation-committee',
      updates: updatesFor(4),
    },
  ],
  contents: [
    {
      content_id: 1,
      layout_type: 'paragraph-image',
      title: 'विश्वविद्यालय के प्राधिकरण',
      paragraph: [
        'महाराष्ट्र सार्वजनिक विश्वविद्यालय अधिनियम, 2016 की धारा 27 के अंतर्गत विश्वविद्यालय का संचालन उसके प्राधिकरण करते हैं: सीनेट, प्रबंध परिषद, विद्या परिषद, संकायाध्यक्ष मंडल, संकाय, अध्ययन मंडल तथा अन्य निकाय। किसी प्राधिकरण की संरचना और कार्य के बारे में पढ़ने के लिए उसे चुनें।',
      ],
    },
    {
      content_id: 1,
      layout_type: 'bullet-list',
      sections: authorityLinks.map(([text, href]) => ({ text, href })),
    },
    {
      content_id: 2,
      layout_type: 'formal-composite',
      title: 'सीनेट',
      sections: [
        {
          type: 'paragraph',
          content: [
            'सीनेट वह प्रमुख प्राधिकरण है जो विश्वविद्यालय की नीतियों और कार्यक्रमों की समीक्षा करता है, उसके बजट और वार्षिक प्रतिवेदन को स्वीकृति देता है तथा परिनियम बनाता है। इसकी बैठक वर्ष में कम से कम दो बार होती है; अध्यक्षता कुलपति करते हैं।',
          ],
        },
        {
          heading: 'संरचना',
          type: 'order-list',
          content: [
            'कुलपति (अध्यक्ष) और प्रति-कुलपति',
            'संकायों के संकायाध्यक्ष और निदेशक, परीक्षा एवं मूल्यांकन मंडल',
            'पंजीकृत स्नातकों द्वारा अपने में से निर्वाचित दस सदस्य',
            'संबद्ध महाविद्यालयों के दस निर्वाचित प्राचार्य एवं शिक्षक',
            'कुलाधिपति और राज्य सरकार द्वारा नामित सदस्य',
            'विश्वविद्यालय छात्र परिषद के अध्यक्ष और सचिव',
          ],
        },
      ],
    },
    {
      content_id: 2,
      layout_type: 'multiple-file-table',
      sections: [
        {
          title: 'सीनेट के दस्तावेज़',
          columns: [
            { heading: 'क्र.सं.', accessor: 'serial_no' },
            { heading: 'दस्तावेज़', accessor: 'file_title' },
          ],
          rows: [
            {
              serial_no: 1,
              file_title: 'सीनेट के सदस्य, 2022-2027',
              file: '/docs/about/authorities/senate-members.pdf',
              file_name: 'senate-members-2022-2027.pdf',
            },
            { serial_no: 2, file_title: 'मार्च 2025 की सीनेट बैठक का कार्यवृत्त (पुष्टि की प्रतीक्षा में)' },
          ],
        },
      ],
    },
    {
      content_id: 3,
      layout_type: 'formal-composite',
      title: 'प्रबंध परिषद',
      sections: [
        {
          type: 'paragraph',
          content: [
            'प्रबंध परिषद प्रमुख कार्यकारी प्राधिकरण है। यह विश्वविद्यालय की संपत्ति और वित्त का प्रबंधन करती है, शैक्षणिक एवं शिक्षकेतर पदों का सृजन करती है तथा महाविद्यालयों और विभागों का पर्यवेक्षण करती है।',
          ],
        },
        {
          heading: 'कार्य',
          type: 'bullet-list',
          content: [
            'विश्वविद्यालय की संपत्ति और निधियों को धारण करना और उनका प्रबंधन करना',
            'चयन समितियों की संस्तुति पर शिक्षकों और अधिकारियों की नियुक्ति करना',
            'महाविद्यालयों और संस्थाओं को संबद्धता प्रदान करना',
            'शुल्क और सेवा शर्तों से संबंधित विनियम बनाना',
          ],
        },
      ],
    },
    {
      content_id: 3,
      layout_type: 'pdf_list',
      sections: [
        {
          file_name: 'प्रबंध परिषद के सदस्य, 2022-2027',
          file: '/docs/about/authorities/management-council-members.pdf',
        },
      ],
    },
    {
      content_id: 4,
      layout_type: 'formal-composite',
      title: 'विद्या परिषद',
      sections: [
        {
          type: 'paragraph',
          content: [
            'विद्या परिषद प्रमुख शैक्षणिक प्राधिकरण है। यह विश्वविद्यालय की शैक्षणिक नीतियाँ निर्धारित करती है तथा पाठ्यचर्या, परीक्षाओं और शैक्षणिक कैलेंडर को स्वीकृति देती है।',
          ],
        },
        {
          heading: 'कार्य',
          type: 'arrow-list',
          content: [
            'अध्ययन मंडलों द्वारा संस्तुत पाठ्य-विवरणों को स्वीकृति देना',
            'प्रवेश और मूल्यांकन के मानदंड निर्धारित करना',
            'नए पाठ्यक्रमों, विभागों और केंद्रों की संस्तुति करना',
          ],
        },
      ],
    },
    {
      content_id: 4,
      layout_type: 'pdf_list',
      sections: [
        {
          file_name: 'विद्या परिषद के सदस्य, 2022-2027',
          file: '/docs/about/authorities/academic-council-members.pdf',
        },
      ],
    },
    {
      content_id: 5,
      layout_type: 'simple-table',
      title: 'संकायाध्यक्ष मंडल',
      sections: [
        {
          columns: [
            { heading: 'क्र.सं.', accessor: 'serial_no' },
            { heading: 'संकाय', accessor: 'faculty' },
            { heading: 'संकायाध्यक्ष', accessor: 'dean' },
            { heading: 'ई-मेल', accessor: 'email', linkable: true },
          ],
          rows: [
            {
              serial_no: 1,
              faculty: 'विज्ञान एवं प्रौद्योगिकी',
              dean: 'प्रो. (डॉ.) राजेंद्र एम. पवार',
              email: { text: 'dean.st@ssu-kolhapur.ac.in', href: 'mailto:dean.st@ssu-kolhapur.ac.in' },
            },
            {
              serial_no: 2,
              faculty: 'वाणिज्य एवं प्रबंधन',
              dean: 'प्रो. (डॉ.) अंजली वी. देशपांडे',
              email: { text: 'dean.cm@ssu-kolhapur.ac.in', href: 'mailto:dean.cm@ssu-kolhapur.ac.in' },
            },
            {
              serial_no: 3,
              faculty: 'मानविकी',
              dean: 'प्रो. (डॉ.) सुरेश के. गायकवाड',
              email: { text: 'dean.hum@ssu-kolhapur.ac.in', href: 'mailto:dean.hum@ssu-kolhapur.ac.in' },
            },
            {
              serial_no: 4,
              faculty: 'अंतर्विषयी अध्ययन',
              dean: 'प्रो. (डॉ.) फरीदा एन. मुल्ला',
              email: { text: 'dean.ids@ssu-kolhapur.ac.in', href: 'mailto:dean.ids@ssu-kolhapur.ac.in' },
            },
          ],
        },
      ],
    },
    {
      content_id: 6,
      layout_type: 'formal-composite',
      title: 'छात्र परिषद की घोषणा',
      sections: [
        {
          type: 'paragraph',
          content: [
            'महाराष्ट्र सार्वजनिक विश्वविद्यालय अधिनियम, 2016 की धारा 99 के अंतर्गत विश्वविद्यालय छात्र परिषद का गठन प्रति वर्ष किया जाता है। वर्ष 2025-26 की परिषद की घोषणा नीचे दी गई है।',
          ],
        },
        {
          heading: { text: 'विद्यार्थी परिषद घोषणा २०२५-२६', lang: 'mr' },
          type: 'paragraph',
          lang: 'mr',
          content: [
            'विद्यापीठ विद्यार्थी परिषदेच्या अध्यक्षपदी कु. प्रियांका साळुंखे व सचिवपदी श्री. ओंकार माने यांची निवड झाली आहे, असे जाहीर करण्यात येत आहे.',
          ],
        },
        {
          heading: 'पदाधिकारी 2025-26',
          type: 'bullet-list',
          content: [
            'अध्यक्ष: सुश्री प्रियंका सालुंखे (एम.एससी. रसायन विज्ञान)',
            'सचिव: श्री ओंकार माने (एम.ए. मराठी)',
            'छात्रा प्रतिनिधि: सुश्री सना मुजावर (एम.कॉम.)',
          ],
        },
      ],
      important_notices: [{ title: 'घोषणा की तिथि', content: '30 सितंबर 2025, निदेशक, छात्र विकास द्वारा।' }],
    },
    {
      content_id: 7,
      layout_type: 'simple-table',
      title: 'संकाय और उनके विभाग',
      wrappable: true,
      sections: [
        {
          columns: [
            { heading: 'संकाय', accessor: 'faculty' },
            { heading: 'विभाग (उदाहरण)', accessor: 'departments', type: 'unorder-list', by: 'none' },
          ],
          rows: [
            {
              faculty: 'विज्ञान एवं प्रौद्योगिकी',
              departments: ['कंप्यूटर विज्ञान', 'भौतिकी', 'रसायन विज्ञान', 'जैव प्रौद्योगिकी', 'पर्यावरण विज्ञान'],
            },
            { faculty: 'वाणिज्य एवं प्रबंधन', departments: ['वाणिज्य', 'प्रबंधन अध्ययन', 'अर्थशास्त्र'] },
            { faculty: 'मानविकी', departments: ['मराठी', 'अंग्रेज़ी', 'हिंदी', 'इतिहास', 'संगीत एवं नाट्यशास्त्र'] },
            {
              faculty: 'अंतर्विषयी अध्ययन',
              departments: ['शिक्षाशास्त्र', 'शारीरिक शिक्षा', 'जनसंचार', 'विधि'],
            },
          ],
        },
      ],
    },
    {
      content_id: 8,
      layout_type: 'multiple-table',
      title: 'अध्ययन मंडल',
      sections: [
        {
          title: 'कंप्यूटर विज्ञान अध्ययन मंडल',
          columns: [
            { heading: 'क्र.सं.', accessor: 'serial_no' },
            { heading: 'नाम', accessor: 'name' },
            { heading: 'भूमिका', accessor: 'role' },
          ],
          rows: [
            { serial_no: 1, name: 'प्रो. (डॉ.) राजेश पी. कुलकर्णी', role: 'अध्यक्ष' },
            { serial_no: 2, name: 'डॉ. स्मिता ए. जाधव', role: 'सदस्य' },
            { serial_no: 3, name: 'डॉ. इमरान एस. नाइकवडी', role: 'सदस्य' },
          ],
        },
        {
          title: 'मराठी अध्ययन मंडल',
          columns: [
            { heading: 'क्र.सं.', accessor: 'serial_no' },
            { heading: 'नाम', accessor: 'name' },
            { heading: 'भूमिका', accessor: 'role' },
          ],
          rows: [
            { serial_no: 1, name: { text: 'प्रा. डॉ. मंगला पाटील', lang: 'mr' }, role: 'अध्यक्ष' },
            { serial_no: 2, name: { text: 'डॉ. सुनील कांबळे', lang: 'mr' }, role: 'सदस्य' },
          ],
        },
        {
          title: 'संगीत अध्ययन मंडल (पुनर्गठन प्रक्रिया में)',
          columns: [
            { heading: 'क्र.सं.', accessor: 'serial_no' },
            { heading: 'नाम', accessor: 'name' },
            { heading: 'भूमिका', accessor: 'role' },
          ],
          rows: [],
        },
      ],
    },
    {
      content_id: 9,
      layout_type: 'bullet-list',
      title: 'तदर्थ मंडल',
      sections: [
        'कृत्रिम बुद्धिमत्ता एवं डेटा विज्ञान तदर्थ मंडल (गठन 2024)',
        'योग अध्ययन तदर्थ मंडल (गठन 2023)',
        'फ़िल्म एवं टेलीविज़न अध्ययन तदर्थ मंडल (गठन 2023)',
        'तदर्थ मंडल किसी नए विषय के लिए तब तक कार्य करता है जब तक उसका नियमित अध्ययन मंडल गठित नहीं हो जाता।',
      ],
    },
    {
      content_id: 10,
      layout_type: 'formal-composite',
      title: 'विश्वविद्यालय विभाग एवं अंतर्विषयी अध्ययन मंडल',
      sections: [
        {
          type: 'paragraph',
          content: [
            'यह मंडल विश्वविद्यालय विभागों के अध्यापन और अनुसंधान तथा एक से अधिक संकायों में फैले अंतर्विषयी पाठ्यक्रमों का समन्वय करता है।',
          ],
        },
        {
          heading: 'दायित्व',
          type: 'bullet-list',
          content: [
            'विभिन्न संकायों के अंतर्विषयी पाठ्यक्रमों और गौण विषयों (माइनर) को स्वीकृति देना',
            'विभागों के कार्यभार और अनुसंधान उपलब्धियों की समीक्षा करना',
            'नए केंद्रों और पीठों की विद्या परिषद को संस्तुति करना',
          ],
        },
      ],
    },
    {
      content_id: 11,
      layout_type: 'multiple-file-table',
      title: 'शुल्क निर्धारण समिति',
      sections: [
        {
          columns: [
            { heading: 'क्र.सं.', accessor: 'serial_no' },
            { heading: 'दस्तावेज़', accessor: 'file_title' },
            { heading: 'वर्ष', accessor: 'year' },
          ],
          rows: [
            {
              serial_no: 1,
              file_title: 'शुल्क निर्धारण समिति का 2025-26 का प्रतिवेदन',
              year: '2025-26',
              file: '/docs/about/authorities/fee-fixation-committee-report.pdf',
              file_name: 'fee-fixation-report-2025-26.pdf',
            },
            {
              serial_no: 2,
              file_title: 'शुल्क निर्धारण समिति का 2024-25 का प्रतिवेदन (संग्रहीत, ऑनलाइन उपलब्ध नहीं)',
              year: '2024-25',
            },
          ],
        },
      ],
    },
  ],
};

export const sectionPages: PageContent[] = [aboutPage, historyPage, authoritiesPage];
