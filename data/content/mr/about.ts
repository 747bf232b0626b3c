import { aboutImages } from '../../about-images';
import { contentImages } from '../../content-images';
import { formatDigits } from '../../i18n/format';
import type { PageContent, Update } from '../../schema/content';
import type { TableRow } from '../../schema/layouts';
import type { ImageAsset } from '../../schema/site';
import { site } from '../../site';
import { newsRows, newsTable } from './news';

/**
 * The About section in Marathi (mirrors data/content/about.ts): the same three
 * pages, paths, sidebar ids, content ids, layouts, documents and pictures;
 * the texts are Marathi, with Devanagari digits in prose (contract item 4;
 * phone numbers and e-mail addresses stay as they are). Passages the English
 * file already has in Marathi are kept word for word. People are fictional and
 * match data/home/mr/leaders.ts.
 */

/** The university's Marathi name; it ends in विद्यापीठ, so case endings are written straight after it (`${UNIVERSITY}ाची`). */
const UNIVERSITY = site.nameMarathi;

/** Latin digits of a prose text as Devanagari digits: `2025` -> `२०२५`. */
const mr = (text: string | number) => String(text).replace(/\d+/g, (run) => formatDigits('mr', run));

/** An English picture with its Marathi alt text (same file and size). */
const withAlt = (image: ImageAsset, alt: string): ImageAsset => ({ ...image, alt });

const images = {
  campusMainBuilding: withAlt(
    contentImages.campusMainBuilding,
    'विद्यापीठाची घुमटाकार मुख्य प्रशासकीय इमारत, समोर हिरवळ आणि झाडे',
  ),
  campusLake: withAlt(contentImages.campusLake, 'परिसरातील एक तलाव, काठावर झाडे आणि दूरवर डोंगर'),
  rankalaLake: withAlt(aboutImages.rankalaLake, 'सूर्यास्ताच्या वेळी रंकाळा तलाव, पाण्यातील छोटा दगडी मंडप आणि मागे डोंगर'),
  mahalaxmiTemple: withAlt(
    aboutImages.mahalaxmiTemple,
    'निळ्या आकाशाच्या पार्श्वभूमीवर उंच कोरीव शिखर असलेले श्री महालक्ष्मीचे दगडी मंदिर',
  ),
  panhalaFort: withAlt(aboutImages.panhalaFort, 'कोल्हापूरजवळच्या हिरव्या डोंगरमाथ्यावरील पन्हाळा किल्ल्याची तटबंदी व बुरूज'),
  newPalace: withAlt(
    aboutImages.newPalace,
    'कोल्हापूरचा नवा राजवाडा: घड्याळाचा मनोरा असलेला काळ्या दगडातील राजवाडा, समोर हिरवळ',
  ),
  cityPanorama: withAlt(aboutImages.cityPanorama, 'कोल्हापूर शहराचे दृश्य: घरे, मंदिरे आणि क्षितिजावर सह्याद्रीचे डोंगर'),
  campusMap: withAlt(
    aboutImages.campusMap,
    'परिसराचा रेखानकाशा: कोल्हापूर-सांगली रस्त्यावरील मुख्य प्रवेशद्वार, मध्यभागी प्रशासकीय इमारत, अधिविभाग, वसतिगृहे आणि तलाव',
  ),
  chancellor: withAlt(aboutImages.chancellor, 'कुलपती, महाराष्ट्राचे राज्यपाल यांचे छायाचित्र'),
  viceChancellor: withAlt(aboutImages.viceChancellor, 'कुलगुरूंचे छायाचित्र'),
  organogram: withAlt(
    aboutImages.organogram,
    'संघटन तक्ता: सर्वांत वर कुलपती, त्यानंतर कुलगुरू, प्र-कुलगुरू आणि त्यांच्या खाली आपापल्या विभागांसह कुलसचिव, परीक्षा संचालक व वित्त व लेखाधिकारी',
  ),
};

// ---------------------------------------------------------------------------
// Updates: each sidebar item shows 5 (spec 2.5), taken from the section's news.
// ---------------------------------------------------------------------------

const aboutNews: Array<Omit<Update, 'id'>> = [
  { text: '६२वा दीक्षांत समारंभ: पदवीधरांसाठी सूचना', path: '/docs/news/2025-09-15-convocation-notice.pdf' },
  { text: 'सन २०२५ च्या सुट्ट्यांची यादी प्रसिद्ध', path: '/docs/about/holidays-2025.pdf' },
  { text: 'सांख्यिकी माहिती २०२५ प्रसिद्ध', path: '/docs/about/statistical-information-2025.pdf' },
  { text: 'प्रशासनाचा संघटन तक्ता सुधारित', path: '/docs/about/organogram.pdf' },
  { text: 'विद्यापीठाचे अधिकारी, २०२५', path: '/docs/about/university-officers.pdf' },
  { text: 'विद्यापीठ कार्यालयांना दिवाळी सुट्टी', path: '/docs/news/2025-10-20-diwali-vacation.pdf' },
  { text: 'कार्यालयीन वेळेत बदल नाही: सकाळी १०.२० ते सायंकाळी ६.००', path: '/about/office-working-hours', lang: 'mr' },
  { text: 'अधिसभा सदस्य, २०२२-२०२७', path: '/docs/about/authorities/senate-members.pdf' },
  {
    text: 'शुल्क निर्धारण समितीचा २०२५-२६ चा अहवाल',
    path: '/docs/about/authorities/fee-fixation-committee-report.pdf',
  },
  { text: 'विद्यापीठ क्रीडा सप्ताह, १३ ते १८ ऑक्टोबर २०२५', path: '/docs/news/2025-10-08-sports-week.pdf' },
  { text: 'परीक्षा काळात ग्रंथालयाची वाढवलेली वेळ', path: '/docs/news/2025-10-14-library-hours.pdf' },
  { text: 'रस्ता, रेल्वे व विमानमार्गे परिसरात कसे पोहोचाल', path: '/about/history/how-to-reach' },
  { text: 'विद्यापीठाच्या कार्यालयांशी संपर्क', path: '/about/history/contact-information' },
];

/** Five updates for a sidebar item: a window into the section's news, different per item. */
function updatesFor(offset: number): Update[] {
  return Array.from({ length: 5 }, (_, index) => ({
    id: index + 1,
    ...aboutNews[(offset + index * 2) % aboutNews.length],
  }));
}

const ADDRESS = ['विद्यानगर, कोल्हापूर ४१६००४', 'महाराष्ट्र, भारत'];
const mainBuilding = ['मुख्य प्रशासकीय इमारत', ...ADDRESS];

// ---------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------

const holidays: Array<[string, string, string, string]> = [
  ['प्रजासत्ताक दिन', 'प्रजासत्ताक दिन', '2025-01-26', 'रविवार'],
  ['छत्रपती शिवाजी महाराज जयंती', 'छत्रपती शिवाजी महाराज जयंती', '2025-02-19', 'बुधवार'],
  ['महाशिवरात्री', 'महाशिवरात्री', '2025-02-26', 'बुधवार'],
  ['होळी (धूलिवंदन)', 'धूलिवंदन', '2025-03-14', 'शुक्रवार'],
  ['गुढीपाडवा', 'गुढीपाडवा', '2025-03-30', 'रविवार'],
  ['रमजान ईद (ईद-उल-फित्र)', 'रमजान ईद', '2025-03-31', 'सोमवार'],
  ['रामनवमी', 'राम नवमी', '2025-04-06', 'रविवार'],
  ['महावीर जयंती', 'महावीर जयंती', '2025-04-10', 'गुरुवार'],
  ['डॉ. बाबासाहेब आंबेडकर जयंती', 'डॉ. बाबासाहेब आंबेडकर जयंती', '2025-04-14', 'सोमवार'],
  ['गुड फ्रायडे', 'गुड फ्रायडे', '2025-04-18', 'शुक्रवार'],
  ['महाराष्ट्र दिन', 'महाराष्ट्र दिन', '2025-05-01', 'गुरुवार'],
  ['बुद्ध पौर्णिमा', 'बुद्ध पौर्णिमा', '2025-05-12', 'सोमवार'],
  ['बकरी ईद (ईद-उल-अजहा)', 'बकरी ईद', '2025-06-07', 'शनिवार'],
  ['मोहरम', 'मोहरम', '2025-07-06', 'रविवार'],
  ['स्वातंत्र्य दिन', 'स्वातंत्र्य दिन', '2025-08-15', 'शुक्रवार'],
  ['गणेश चतुर्थी', 'गणेश चतुर्थी', '2025-08-27', 'बुधवार'],
  ['ईद-ए-मिलाद', 'ईद-ए-मिलाद', '2025-09-05', 'शुक्रवार'],
  ['महात्मा गांधी जयंती व दसरा', 'महात्मा गांधी जयंती व दसरा', '2025-10-02', 'गुरुवार'],
  ['दिवाळी अमावस्या (लक्ष्मीपूजन)', 'दिवाळी अमावस्या (लक्ष्मीपूजन)', '2025-10-21', 'मंगळवार'],
  ['दिवाळी (बलिप्रतिपदा)', 'दिवाळी (बलिप्रतिपदा)', '2025-10-22', 'बुधवार'],
  ['गुरू नानक जयंती', 'गुरु नानक जयंती', '2025-11-05', 'बुधवार'],
  ['नाताळ', 'ख्रिसमस', '2025-12-25', 'गुरुवार'],
];

const MONTHS = ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'];
/** '2025-01-26' -> '२६ जानेवारी २०२५' (Devanagari digits, contract item 4). */
const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return mr(`${day} ${MONTHS[month - 1]} ${year}`);
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
    office: 'कुलपती',
    name: 'श्री. वसंतराव देशमुख, महाराष्ट्राचे राज्यपाल',
    contact: ['राजभवन, मुंबई'],
  },
  {
    serial_no: 2,
    office: 'कुलगुरू',
    name: 'प्रा. (डॉ.) सुनंदा कुलकर्णी',
    contact: ['+91 231 260 9060', 'vc@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 3,
    office: 'प्र-कुलगुरू',
    name: 'प्रा. (डॉ.) प्रकाश जाधव',
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
    office: 'संचालक, परीक्षा व मूल्यमापन मंडळ',
    name: 'डॉ. अजित र. पाटणकर',
    contact: ['+91 231 260 9071', 'director.bee@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 6,
    office: 'वित्त व लेखाधिकारी',
    name: 'श्री. संदीप व. लोखंडे',
    contact: ['+91 231 260 9080', 'fao@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 7,
    office: 'अधिष्ठाता, विज्ञान व तंत्रज्ञान विद्याशाखा',
    name: 'प्रा. (डॉ.) राजेंद्र म. पवार',
    contact: ['+91 231 260 9101', 'dean.st@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 8,
    office: 'अधिष्ठाता, वाणिज्य व व्यवस्थापन विद्याशाखा',
    name: 'प्रा. (डॉ.) अंजली व. देशपांडे',
    contact: ['+91 231 260 9102', 'dean.cm@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 9,
    office: 'अधिष्ठाता, मानव्यविद्या विद्याशाखा',
    name: 'प्रा. (डॉ.) सुरेश क. गायकवाड',
    contact: ['+91 231 260 9103', 'dean.hum@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 10,
    office: 'अधिष्ठाता, आंतरविद्याशाखीय अभ्यास विद्याशाखा',
    name: 'प्रा. (डॉ.) फरीदा न. मुल्ला',
    contact: ['+91 231 260 9104', 'dean.ids@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 11,
    office: 'संचालक, विद्यार्थी विकास',
    name: 'डॉ. कविता स. मोहिते',
    contact: ['+91 231 260 9120', 'dsd@ssu-kolhapur.ac.in'],
  },
  {
    serial_no: 12,
    office: 'संचालक, ज्ञानस्रोत केंद्र (ग्रंथपाल)',
    name: 'डॉ. नीलेश ब. सावंत',
    contact: ['+91 231 260 9130', 'librarian@ssu-kolhapur.ac.in'],
  },
];

const formerVcs: Array<[string, string, string]> = [
  ['डॉ. विष्णू ग. आपटे', 'एम.ए., पीएच.डी. (मुंबई)', '१९६२ - १९६६'],
  ['प्रा. यशवंत स. खांडेकर', 'एम.एस्सी., डी.फिल. (ऑक्सफर्ड)', '१९६६ - १९७२'],
  ['डॉ. शंकरराव ब. पाटील', 'एम.ए., एलएल.बी., पीएच.डी.', '१९७२ - १९७८'],
  ['प्रा. (डॉ.) मालती र. जोशी', 'एम.एस्सी., पीएच.डी. (पुणे)', '१९७८ - १९८४'],
  ['डॉ. नारायण द. साळुंखे', 'एम.कॉम., पीएच.डी.', '१९८४ - १९९०'],
  ['प्रा. (डॉ.) इब्राहिम क. शेख', 'एम.टेक., पीएच.डी. (आयआयटी मुंबई)', '१९९० - १९९६'],
  ['डॉ. पांडुरंग व. मोरे', 'एम.ए., पीएच.डी. (शिवाजी)', '१९९६ - २००२'],
  ['प्रा. (डॉ.) अलका स. भोसले', 'एम.एस्सी., पीएच.डी. (कोल्हापूर), FNASc', '२००२ - २००८'],
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
    { id: 1, itemText: 'आमच्याविषयी', path: '/about', updates: updatesFor(0) },
    { id: 2, itemText: 'ध्येय, दृष्टी व उद्दिष्टे', path: '/about/statistics', updates: updatesFor(1) },
    { id: 3, itemText: 'कुलपती', path: '/about/campus', updates: updatesFor(2) },
    { id: 4, itemText: 'कुलगुरूंचे मनोगत', path: '/about/policies', updates: updatesFor(3) },
    { id: 5, itemText: 'माजी कुलगुरू', path: '/about/former-vice-chancellors', updates: updatesFor(4) },
    { id: 6, itemText: 'प्रशासकीय रचना', path: '/about/organization-structure', updates: updatesFor(5) },
    { id: 7, itemText: 'विद्यापीठ अधिकारी', path: '/about/university-officers', updates: updatesFor(6) },
    { id: 8, itemText: 'कार्यालयीन वेळ', path: '/about/office-working-hours', updates: updatesFor(7) },
    { id: 9, itemText: 'संघटन तक्ता', path: '/about/organogram', updates: updatesFor(8) },
    { id: 10, itemText: 'सांख्यिकी माहिती', path: '/about/statistical-information', updates: updatesFor(9) },
    { id: 11, itemText: 'सुट्ट्यांची यादी', path: '/about/holidays', updates: updatesFor(10) },
    { id: 12, itemText: 'दैनंदिन बातम्या', path: '/about/news', updates: updatesFor(11) },
  ],
  contents: [
    {
      content_id: 1,
      layout_type: 'paragraph-image',
      title: `${UNIVERSITY}ात आपले स्वागत`,
      paragraph: [
        `दक्षिण महाराष्ट्रातील कोल्हापूर, सांगली व सातारा जिल्ह्यांतील जनतेला उच्च शिक्षण सहज उपलब्ध व्हावे म्हणून ${mr(site.foundedYear)} मध्ये कोल्हापूर येथे ${UNIVERSITY}ाची (SSU) स्थापना झाली. "ज्ञान हीच शक्ती" हे विद्यापीठाचे ब्रीदवाक्य आहे.`,
        'विद्यापीठ ८५३ एकरांच्या परिसरातील आपल्या अधिविभागांत अध्यापन व संशोधन करते आणि २९७ महाविद्यालये विद्यापीठाशी संलग्न आहेत. राष्ट्रीय मूल्यांकन व अधिस्वीकृती परिषदेने (नॅक) विद्यापीठाला A++ श्रेणी दिली आहे.',
      ],
      image: images.campusMainBuilding,
      caption: 'मुख्य प्रशासकीय इमारत, विद्यानगर परिसर',
      extra_paragraph: [
        {
          text: `${site.nameMarathi} हे दक्षिण महाराष्ट्रातील विद्यार्थ्यांसाठी उच्च शिक्षणाचे प्रमुख केंद्र आहे. "ज्ञान हीच शक्ती" हे विद्यापीठाचे ब्रीदवाक्य आहे.`,
          lang: 'mr',
        },
        'विद्यापीठ, त्याची प्राधिकरणे, अधिकारी आणि विद्यापीठाविषयीची आकडेवारी वाचण्यासाठी "संबंधित पाने" ही यादी वापरा.',
      ],
    },
    {
      content_id: 2,
      layout_type: 'formal-composite',
      sections: [
        {
          heading: 'दृष्टी',
          type: 'paragraph',
          content: [
            'ग्रामीण व शहरी महाराष्ट्रातील सामाजिक, आर्थिक व सांस्कृतिक परिवर्तनासाठी ज्ञानाला शक्ती बनवणारे उत्कृष्ट विद्यापीठ होणे.',
          ],
        },
        {
          heading: 'ध्येय',
          type: 'bullet-list',
          content: [
            'प्रदेशातील प्रत्येक विद्यार्थ्याला परवडणारे व सहज उपलब्ध असे दर्जेदार उच्च शिक्षण देणे.',
            'शेती, उद्योग व समाज यांच्या गरजांना उत्तर देणारे संशोधन करणे.',
            'प्रत्येक विद्यार्थ्यामध्ये चारित्र्य, नागरी जाणीव आणि पर्यावरणाविषयी आदर निर्माण करणे.',
            'महाराष्ट्राची भाषा, कला व वारसा यांचे जतन व संवर्धन करणे.',
          ],
        },
        {
          heading: 'उद्दिष्टे',
          type: 'order-list',
          content: [
            'संलग्न महाविद्यालये व दूरस्थ शिक्षणाद्वारे प्रदेशातील उच्च शिक्षणातील एकूण प्रवेश गुणोत्तर वाढवणे.',
            'सन २०२६ पर्यंत प्रत्येक विद्याशाखेत राष्ट्रीय शैक्षणिक धोरण २०२० नुसार चार वर्षांचे पदवी अभ्यासक्रम सुरू करणे.',
            'सन २०२८ पर्यंत अनुदानित संशोधन प्रकल्प व एकस्वांची (पेटंट) संख्या दुप्पट करणे.',
            'परिसरातील प्रत्येक इमारत दिव्यांग व्यक्तींसाठी सुलभ करणे.',
          ],
        },
        {
          heading: 'मूलभूत मूल्ये',
          type: 'arrow-list',
          content: ['सर्वांना संधी व समता', 'शैक्षणिक स्वातंत्र्य', 'सचोटी व पारदर्शकता', 'समाजसेवा'],
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
          title: 'स्वीकृती',
          content:
            'अधिसभेने दिनांक १८ मार्च २०१९ रोजीच्या सभेत दृष्टी, ध्येय व उद्दिष्टे स्वीकारली आणि सन २०२४ मध्ये त्यांचा आढावा घेतला.',
        },
      ],
    },
    {
      content_id: 3,
      layout_type: 'personal-figured',
      sections: [
        {
          profile_image: images.chancellor,
          person_name: 'श्री. वसंतराव देशमुख',
          position: 'कुलपती, महाराष्ट्राचे राज्यपाल',
          text: [
            `महाराष्ट्र सार्वजनिक विद्यापीठ अधिनियम, २०१६ नुसार महाराष्ट्राचे राज्यपाल हे ${UNIVERSITY}ाचे तसेच राज्यातील प्रत्येक सार्वजनिक विद्यापीठाचे कुलपती असतात. कुलपती हे विद्यापीठाचे प्रमुख असून दीक्षांत समारंभाचे अध्यक्षस्थान भूषवतात.`,
            'श्री. वसंतराव देशमुख यांनी सन २०२४ मध्ये राज्यपालपदाची सूत्रे स्वीकारली. व्यवसायाने वकील असलेले श्री. देशमुख चार दशके सार्वजनिक जीवनात कार्यरत असून ग्रामीण शिक्षण व सहकारी संस्थांमध्ये त्यांना विशेष रस आहे.',
          ],
          more_details: {
            text: 'राजभवनाच्या संकेतस्थळावर राज्यपालांविषयी अधिक माहिती',
            path: 'https://rajbhavan-maharashtra.gov.in/',
          },
        },
      ],
    },
    {
      content_id: 4,
      layout_type: 'comment',
      title: 'कुलगुरूंचे मनोगत',
      image: images.viceChancellor,
      message:
        'प्रिय विद्यार्थी, शिक्षक आणि मित्रहो,\n\n<strong>' +
        UNIVERSITY +
        'ात</strong> आपले स्वागत करताना मला आनंद होत आहे. साठ वर्षांहून अधिक काळ हे विद्यापीठ दक्षिण महाराष्ट्रातील खेड्यापाड्यांत व गावोगावी उच्च शिक्षण पोहोचवत आहे.\n\n<em>राष्ट्रीय शैक्षणिक धोरण २०२०</em> प्रत्यक्षात आणणे हे आता आपले काम आहे: लवचीक चार वर्षांच्या पदव्या, पहिल्या वर्षापासून संशोधन आणि रोजगाराकडे नेणारी कौशल्ये. आमच्या <a href="/academics">अधिविभागांविषयी</a> वाचावे आणि परिसराला भेट द्यावी, असे मी आपणास आमंत्रण देते.\n\n<span lang="mr">आपण सर्वांनी विद्यापीठाच्या प्रगतीत सहभागी व्हावे, ही अपेक्षा.</span>',
      signature: {
        name: 'प्रा. (डॉ.) सुनंदा कुलकर्णी',
        position: 'कुलगुरू',
        department: 'कुलगुरू कार्यालय',
        university: UNIVERSITY,
      },
    },
    {
      content_id: 5,
      layout_type: 'image-grid',
      title: 'माजी कुलगुरू',
      sections: formerVcs.map(([name, qualification, tenure], index) => ({
        name,
        qualification,
        tenure,
        img: { ...formerVcImages[index], alt: `${name} यांचे छायाचित्र` },
      })),
    },
    {
      content_id: 6,
      layout_type: 'simple-table',
      title: 'प्राधिकरणे, अधिकारी व मंडळे',
      wrappable: true,
      sections: [
        {
          columns: [
            { heading: 'स्तर', accessor: 'level' },
            { heading: 'पदे व मंडळे', accessor: 'bodies', type: 'unorder-list', by: 'bullet' },
          ],
          rows: [
            { bold_heading: 'वैधानिक प्राधिकरणे' },
            { level: 'धोरण', bodies: ['अधिसभा', 'व्यवस्थापन परिषद', 'विद्या परिषद'] },
            { level: 'शैक्षणिक', bodies: ['अधिष्ठाता मंडळ', 'विद्याशाखा', 'अभ्यास मंडळे'] },
            { bold_heading: 'अधिकारी' },
            { level: 'प्रमुख', bodies: ['कुलपती', 'कुलगुरू', 'प्र-कुलगुरू'] },
            {
              level: 'प्रशासन',
              bodies: ['कुलसचिव', 'संचालक, परीक्षा व मूल्यमापन मंडळ', 'वित्त व लेखाधिकारी'],
            },
          ],
        },
      ],
    },
    {
      content_id: 6,
      layout_type: 'pdf_list',
      title: 'दस्तऐवज',
      sections: [
        {
          file_name: 'विद्यापीठाची प्रशासकीय रचना (२०२५)',
          file: '/docs/about/organization-structure.pdf',
        },
      ],
    },
    {
      content_id: 7,
      layout_type: 'searchbar-table',
      title: 'विद्यापीठाचे अधिकारी',
      searchable: true,
      sections: [
        {
          columns: [
            { heading: 'अ.क्र.', accessor: 'serial_no' },
            { heading: 'पद', accessor: 'office' },
            { heading: 'नाव', accessor: 'name' },
            { heading: 'संपर्क', accessor: 'contact', type: 'unorder-list', prevTexts: ['दूरध्वनी:', 'ई-मेल:'] },
          ],
          rows: officers,
        },
      ],
    },
    {
      content_id: 8,
      layout_type: 'simple-table',
      title: 'कार्यालयीन वेळ',
      isAutoWidth: true,
      sections: [
        {
          isHeader: false,
          columns: [
            { heading: 'तपशील', accessor: 'particulars' },
            { heading: 'वेळ', accessor: 'timing' },
          ],
          rows: [
            { particulars: 'कार्यालयीन वेळ', timing: 'सकाळी १०.२० ते सायंकाळी ६.००' },
            { particulars: 'भोजन विश्रांती', timing: 'दुपारी २.०० ते २.३०' },
            { particulars: 'कार्यालये बंद', timing: ['दुसरा व चौथा शनिवार', 'रविवार', 'सार्वजनिक सुट्ट्या'] },
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
      paragraph: ['कुलपतींपासून तीन वैधानिक अधिकाऱ्यांच्या विभागांपर्यंत विद्यापीठाचे प्रशासन कसे रचलेले आहे, हे संघटन तक्त्यात दाखवले आहे.'],
      image: images.organogram,
      caption: 'प्रशासनाचा संघटन तक्ता, २०२५',
      extra_paragraph: ['छापण्याजोगी प्रत खाली दिली आहे.'],
    },
    {
      content_id: 9,
      layout_type: 'pdf_list',
      sections: [{ file_name: 'प्रशासनाचा संघटन तक्ता (२०२५)', file: '/docs/about/organogram.pdf' }],
    },
    {
      content_id: 10,
      layout_type: 'simple-table',
      title: 'आकडेवारीत विद्यापीठ',
      wrappable: true,
      sections: [
        {
          columns: [
            { heading: 'अ.क्र.', accessor: 'serial_no' },
            { heading: 'तपशील', accessor: 'particulars' },
            { heading: 'संख्या', accessor: 'number' },
            { heading: 'माहिती', accessor: 'details', type: 'order-list', by: 'letter' },
          ],
          rows: [
            { serial_no: 1, particulars: 'वर्षे', number: 62, details: [`स्थापना ${mr(site.foundedYear)}`] },
            {
              serial_no: 2,
              particulars: 'अधिविभाग',
              number: 34,
              details: ['विज्ञान व तंत्रज्ञान', 'वाणिज्य व व्यवस्थापन', 'मानव्यविद्या', 'आंतरविद्याशाखीय अभ्यास'],
            },
            { serial_no: 3, particulars: 'अध्यासने', number: 10, details: null },
            { serial_no: 4, particulars: 'केंद्रे', number: 19, details: null },
            { serial_no: 5, particulars: 'परिसर (एकर)', number: 853, details: ['विद्यानगर परिसर, कोल्हापूर'] },
            {
              serial_no: 6,
              particulars: 'संलग्न महाविद्यालये',
              number: 297,
              details: ['कोल्हापूर जिल्हा', 'सांगली जिल्हा', 'सातारा जिल्हा'],
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
          title: 'सांख्यिकी अहवाल',
          columns: [
            { heading: 'अ.क्र.', accessor: 'serial_no' },
            { heading: 'अहवाल', accessor: 'file_title' },
          ],
          rows: [
            {
              serial_no: 1,
              file_title: 'सांख्यिकी माहिती २०२५',
              file: '/docs/about/statistical-information-2025.pdf',
              file_name: 'ssu-statistics-2025.pdf',
            },
            { serial_no: 2, file_title: 'सांख्यिकी माहिती २०२६ (प्रसिद्ध व्हायची आहे)' },
          ],
        },
      ],
    },
    {
      content_id: 11,
      layout_type: 'searchbar-table',
      title: 'सन २०२५ मधील सुट्ट्या',
      searchable: true,
      sections: [
        {
          columns: [
            { heading: 'अ.क्र.', accessor: 'serial_no' },
            { heading: 'सुट्टी', accessor: 'holiday' },
            { heading: { text: 'सुट्टी', lang: 'mr' }, accessor: 'marathi' },
            { heading: 'दिनांक', accessor: 'date' },
            { heading: 'वार', accessor: 'day' },
          ],
          rows: holidayRows,
        },
      ],
    },
    {
      content_id: 11,
      layout_type: 'pdf_list',
      sections: [{ file_name: 'सन २०२५ मधील सार्वजनिक सुट्ट्यांची यादी', file: '/docs/about/holidays-2025.pdf' }],
    },
    {
      content_id: 12,
      layout_type: 'searchbar-table',
      title: 'दैनंदिन बातम्या',
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
    { id: 1, itemText: 'आमच्याविषयी', path: '/about/history', updates: updatesFor(3) },
    { id: 2, itemText: 'शहराविषयी', path: '/about/history/city', updates: updatesFor(5) },
    { id: 3, itemText: 'गूगल नकाशा', path: '/about/history/map', updates: updatesFor(7) },
    { id: 4, itemText: 'संपर्क माहिती', path: '/about/history/contact-information', updates: updatesFor(9) },
    { id: 5, itemText: 'कसे पोहोचाल', path: '/about/history/how-to-reach', updates: updatesFor(11) },
    { id: 6, itemText: 'विद्यापीठाविषयी', path: '/about/history/university', updates: updatesFor(12) },
  ],
  contents: [
    {
      content_id: 1,
      layout_type: 'news-composite',
      title: 'विद्यापीठाचा इतिहास',
      paragraph: [
        `स्वतःच्या विद्यापीठासाठी दक्षिण महाराष्ट्रातील जनतेने केलेल्या दीर्घकाळच्या मागणीनुसार महाराष्ट्र विधिमंडळाच्या अधिनियमाद्वारे दिनांक १८ नोव्हेंबर ${mr(site.foundedYear)} रोजी ${UNIVERSITY}ाची स्थापना झाली. त्याच वर्षी जुन्या कोल्हापूर शहरातील भाड्याच्या इमारतींमध्ये वर्ग सुरू झाले.`,
        'सन १९६५ मध्ये विद्यापीठ विद्यानगर येथील सध्याच्या परिसरात आले. ही जमीन कोल्हापूरच्या तत्कालीन राजघराण्याने व राज्य शासनाने दिली. आज हा परिसर डोंगरउतार, तलाव व लागवड केलेल्या वनांसह ८५३ एकरांवर पसरलेला आहे.',
        'आज विद्यापीठ परिसरात ३४ अधिविभाग, १० अध्यासने व १९ केंद्रे असून तीन जिल्ह्यांतील २९७ महाविद्यालये विद्यापीठाशी संलग्न आहेत. सन २०२१ मध्ये नॅकने विद्यापीठाला A++ श्रेणी दिली.',
      ],
      images_after_first: [
        { img: images.campusMainBuilding, title: 'मुख्य इमारत, १९६८ मध्ये पूर्ण' },
        { img: images.campusLake, title: 'परिसरातील तलाव' },
      ],
      images_after_second: [
        { img: images.rankalaLake, title: 'रंकाळा तलाव, कोल्हापूर' },
        { img: images.newPalace, title: 'नवा राजवाडा, कोल्हापूर' },
        { img: images.panhalaFort, title: 'पन्हाळा किल्ला' },
      ],
      important_notices: [
        {
          title: 'महत्त्वाचे टप्पे',
          listItems: [
            `${mr(site.foundedYear)}: विद्यापीठाची स्थापना`,
            '१९६५: विद्यानगर परिसरात स्थलांतर',
            '१९६८: मुख्य इमारत पूर्ण',
            '१९७५: पहिली पीएच.डी. प्रदान',
            '१९८८: दूरस्थ शिक्षण केंद्र सुरू',
            '२००१: नॅकचे पहिले मूल्यांकन',
            '२०१२: सुवर्ण महोत्सव',
            '२०२१: नॅकची A++ श्रेणी',
            '२०२४: राष्ट्रीय शैक्षणिक धोरण २०२० नुसार अभ्यासक्रम सुरू',
          ],
        },
      ],
    },
    {
      content_id: 2,
      layout_type: 'city-composite',
      title: 'कोल्हापूर',
      sections: [
        {
          type: 'paragraph',
          content: [
            'कोल्हापूर हे दक्षिण महाराष्ट्रात सह्याद्रीच्या पायथ्याशी पंचगंगा नदीच्या काठी वसलेले ऐतिहासिक शहर आहे. भोसले छत्रपतींच्या कोल्हापूर संस्थानाची ही राजधानी होती आणि श्री महालक्ष्मीच्या मंदिरामुळे हे शहर दक्षिण काशी म्हणून ओळखले जाते.',
            'कुस्तीची परंपरा, कोल्हापुरी चप्पल, गूळ, झणझणीत खाद्यसंस्कृती आणि चित्रपटसृष्टी यांसाठी हे शहर प्रसिद्ध आहे; तसेच सामाजिक सुधारणा व शिक्षणाचे अग्रदूत राजर्षी छत्रपती शाहू महाराज यांच्यासाठीही.',
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
          heading: 'एका दृष्टिक्षेपात',
          items: [
            { bold: 'जिल्हा:', text: 'कोल्हापूर, महाराष्ट्र' },
            { bold: 'लोकसंख्या:', text: 'सुमारे ५.५ लाख (शहर), ३८ लाख (जिल्हा)' },
            { bold: 'भाषा:', text: 'मराठी, हिंदी, इंग्रजी, कन्नड' },
            { bold: 'उंची:', text: 'समुद्रसपाटीपासून ५६९ मीटर' },
            { bold: 'प्रसिद्ध:', text: 'महालक्ष्मी मंदिर, कुस्ती, कोल्हापुरी चप्पल, गूळ' },
          ],
        },
        {
          type: 'Images-list',
          heading: 'शहराची छायाचित्रे',
          images: [
            { img: images.cityPanorama, title: 'कोल्हापूर आणि सह्याद्रीचे डोंगर' },
            { img: images.mahalaxmiTemple, title: 'श्री महालक्ष्मी (अंबाबाई) मंदिर' },
            { img: images.rankalaLake, title: 'रंकाळा तलाव' },
            { img: images.newPalace, title: 'नवा राजवाडा व वस्तुसंग्रहालय' },
            { img: images.panhalaFort, title: 'पन्हाळा किल्ला, २० कि.मी. अंतरावर' },
          ],
        },
      ],
      important_notices: [
        {
          title: 'कोल्हापूर व परिसरातील प्रेक्षणीय स्थळे',
          listItems: [
            'श्री महालक्ष्मी मंदिर',
            'रंकाळा तलाव',
            'नवा राजवाडा वस्तुसंग्रहालय',
            'भवानी मंडप',
            'शालिनी पॅलेस',
            'टाऊन हॉल वस्तुसंग्रहालय',
            'कणेरी मठ (सिद्धगिरी वस्तुसंग्रहालय)',
            'पन्हाळा किल्ला',
            'जोतिबा मंदिर',
            'नरसोबाची वाडी',
            'खिद्रापूरचे कोपेश्वर मंदिर',
            'राधानगरी वन्यजीव अभयारण्य',
            'दाजीपूर गवा अभयारण्य',
            'गगनबावडा',
          ],
        },
      ],
    },
    {
      content_id: 3,
      layout_type: 'paragraph-image',
      title: 'परिसराचा नकाशा',
      paragraph: [
        'विद्यापीठ परिसर कोल्हापूर-सांगली रस्त्यावर, मध्यवर्ती बसस्थानकापासून ४ कि.मी. व छत्रपती शाहू महाराज टर्मिनस रेल्वे स्थानकापासून ५ कि.मी. अंतरावर आहे. मुख्य प्रवेशद्वार रस्त्याकडे उघडते; प्रशासकीय इमारत परिसराच्या मध्यभागी आहे.',
      ],
      image: images.campusMap,
      caption: 'विद्यानगर परिसराचा रेखानकाशा',
      extra_paragraph: ['आपण जेथे आहात तेथून मार्ग पाहण्यासाठी खालील गूगल मॅप्स दुवा वापरा.'],
    },
    {
      content_id: 3,
      layout_type: 'bullet-list',
      sections: [
        {
          text: `${UNIVERSITY} गूगल मॅप्समध्ये उघडा`,
          href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.address.join(', '))}`,
        },
        { text: 'परिसरात कसे पोहोचाल', href: '/about/history/how-to-reach' },
      ],
    },
    {
      content_id: 4,
      layout_type: 'contact-composite',
      title: 'संपर्क माहिती',
      sections: [
        {
          heading: 'पत्ता',
          rows: [
            { icon: 'address', text: [UNIVERSITY, ...ADDRESS] },
            {
              icon: 'time',
              text: 'कार्यालयीन वेळ: सकाळी १०.२० ते सायंकाळी ६.०० (भोजन विश्रांती दुपारी २.०० ते २.३०); दुसऱ्या व चौथ्या शनिवारी बंद',
            },
          ],
        },
        {
          heading: 'दूरध्वनी व ई-मेल',
          rows: [
            { icon: 'phone', text: site.phone.display, href: `tel:${site.phone.dial}` },
            { icon: 'fax', text: 'फॅक्स: +91 231 269 1533' },
            { icon: 'email', text: site.email },
            { icon: 'website', text: 'ssu-kolhapur.ac.in', href: '/' },
          ],
        },
      ],
      offices: {
        heading: 'कार्यालये',
        rows: [
          {
            office: 'कुलगुरू',
            description: 'कुलगुरू कार्यालय, पहिला मजला, मुख्य इमारत',
            phone: ['+91 231 260 9060'],
            email: 'vc@ssu-kolhapur.ac.in',
          },
          {
            office: 'कुलसचिव',
            description: 'सामान्य प्रशासन, आस्थापना व सभा',
            phone: ['+91 231 260 9062', '+91 231 260 9063'],
            email: 'registrar@ssu-kolhapur.ac.in',
          },
          {
            office: 'परीक्षा व मूल्यमापन मंडळ',
            description: 'परीक्षा, निकाल, गुणपत्रके, पदवी प्रमाणपत्रे',
            phone: ['+91 231 260 9071', '+91 231 260 9072'],
            email: 'director.bee@ssu-kolhapur.ac.in',
            link: site.studentPortal,
          },
          {
            office: 'वित्त व लेखा',
            description: 'शुल्क, परतावा व देयके',
            phone: ['+91 231 260 9080'],
            email: 'fao@ssu-kolhapur.ac.in',
          },
          {
            office: 'विद्यार्थी सुविधा केंद्र',
            description: 'विद्यार्थ्यांच्या चौकशी, अर्ज व कागदपत्रे',
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
      title: 'परिसरात कसे पोहोचाल',
      sections: [
        {
          heading: 'रस्त्याने',
          type: 'arrow-list',
          content: [
            'कोल्हापूर राष्ट्रीय महामार्ग ४८ (मुंबई-बेंगळुरू) वर, पुण्याच्या दक्षिणेस २३० कि.मी. अंतरावर आहे.',
            'मध्यवर्ती बसस्थानकापासून विद्यानगरकडे दर १५ मिनिटांनी के.एम.टी. शहर बस सुटते; प्रवासाला सुमारे २० मिनिटे लागतात.',
            'बसस्थानक व रेल्वे स्थानकावर ऑटोरिक्षा व टॅक्सी उपलब्ध आहेत.',
          ],
        },
        {
          heading: 'रेल्वेने',
          type: 'bullet-list',
          content: [
            'छत्रपती शाहू महाराज टर्मिनस, कोल्हापूर (स्थानक संकेत KOP), परिसरापासून ५ कि.मी.',
            'मुंबई, पुणे, बेंगळुरू, हैदराबाद, नागपूर व दिल्ली येथून थेट गाड्या.',
          ],
        },
        {
          heading: 'विमानाने',
          type: 'bullet-list',
          content: [
            'कोल्हापूर विमानतळ (KLH), परिसरापासून १५ कि.मी.; येथून मुंबई, बेंगळुरू व हैदराबादसाठी विमानसेवा.',
            'जवळचा आंतरराष्ट्रीय विमानतळ पुणे (PNQ), २४० कि.मी. अंतरावर.',
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
          title: 'अभ्यागत',
          content: 'कामकाजाच्या दिवशी सकाळी १०.२० ते सायंकाळी ६.०० या वेळेत अभ्यागतांचे स्वागत आहे. कृपया आपले ओळखपत्र सोबत ठेवा.',
        },
      ],
    },
    {
      content_id: 6,
      layout_type: 'formal-composite',
      title: 'विद्यापीठाविषयी',
      sections: [
        {
          heading: 'कार्यक्षेत्र',
          type: 'paragraph',
          content: [
            'विद्यापीठ आपल्या परिसरातील अधिविभाग आणि २९७ संलग्न महाविद्यालयांद्वारे कोल्हापूर, सांगली व सातारा जिल्ह्यांतील सुमारे २.६ लाख विद्यार्थ्यांना सेवा देते.',
          ],
        },
        {
          heading: 'विद्याशाखा',
          type: 'bullet-list',
          content: ['विज्ञान व तंत्रज्ञान', 'वाणिज्य व व्यवस्थापन', 'मानव्यविद्या', 'आंतरविद्याशाखीय अभ्यास'],
        },
        {
          heading: 'मान्यता',
          type: 'arrow-list',
          content: [
            'नॅक A++ (२०२१)',
            'विद्यापीठ अनुदान आयोग अधिनियमाच्या कलम २(फ) व १२(ब) अंतर्गत मान्यताप्राप्त',
            { text: 'संगणकशास्त्र अधिविभाग', href: '/academics/computer-science' },
          ],
        },
      ],
      important_notices: [
        {
          title: 'आकडेवारी',
          listItems: ['६२ वर्षे', '३४ अधिविभाग', '१० अध्यासने', '१९ केंद्रे', '८५३ एकर', '२९७ संलग्न महाविद्यालये'],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------
// /about/authorities
// ---------------------------------------------------------------------------

const authorityLinks = [
  ['अधिसभा', '/about/authorities/senate'],
  ['व्यवस्थापन परिषद', '/about/authorities/management-council'],
  ['विद्या परिषद', '/about/authorities/academic-council'],
  ['अधिष्ठाता मंडळ', '/about/authorities/board-of-deans'],
  ['विद्यार्थी परिषद अधिसूचना', '/about/authorities/student-council'],
  ['विद्याशाखा', '/about/authorities/faculties'],
  ['अभ्यास मंडळ', '/about/authorities/bos'],
  ['तदर्थ मंडळ', '/about/authorities/ad-hoc-board'],
  ['विद्यापीठ अधिविभाग व आंतरविद्याशाखीय अभ्यास मंडळ', '/about/authorities/university-departments-board'],
  ['शुल्क निर्धारण समिती', '/about/authorities/fee-fixation-committee'],
] as const;

const authoritiesPage: PageContent = {
  path: '/about/authorities',
  lastUpdated: '2026-11-03',
  sidebarItems: [
    { id: 1, itemText: 'प्राधिकरणे व मंडळे', path: '/about/authorities', updates: updatesFor(7) },
    { id: 2, itemText: 'अधिसभा', path: '/about/authorities/senate', updates: updatesFor(8) },
    { id: 3, itemText: 'व्यवस्थापन परिषद', path: '/about/authorities/management-council', updates: updatesFor(9) },
    { id: 4, itemText: 'विद्या परिषद', path: '/about/authorities/academic-council', updates: updatesFor(10) },
    { id: 5, itemText: 'अधिष्ठाता मंडळ', path: '/about/authorities/board-of-deans', updates: updatesFor(11) },
    {
      id: 6,
      itemText: 'विद्यार्थी परिषद अधिसूचना',
      path: '/about/authorities/student-council',
      updates: updatesFor(12),
    },
    { id: 7, itemText: 'विद्याशाखा', path: '/about/authorities/faculties', updates: updatesFor(0) },
    { id: 8, itemText: 'अभ्यास मंडळ', path: '/about/authorities/bos', updates: updatesFor(1) },
    { id: 9, itemText: 'तदर्थ मंडळ', path: '/about/authorities/ad-hoc-board', updates: updatesFor(2) },
    {
      id: 10,
      itemText: 'विद्यापीठ अधिविभाग व आंतरविद्याशाखीय अभ्यास मंडळ',
      path: '/about/authorities/university-departments-board',
      updates: updatesFor(3),
    },
    {
      id: 11,
      itemText: 'शुल्क निर्धारण समिती',
      path: '/about/authorities/fee-fixation-committee',
      updates: updatesFor(4),
    },
  ],
  contents: [
    {
      content_id: 1,
      layout_type: 'paragraph-image',
      title: 'विद्यापीठाची प्राधिकरणे',
      paragraph: [
        'महाराष्ट्र सार्वजनिक विद्यापीठ अधिनियम, २०१६ च्या कलम २७ नुसार विद्यापीठाचे कामकाज त्याच्या प्राधिकरणांमार्फत चालते: अधिसभा, व्यवस्थापन परिषद, विद्या परिषद, अधिष्ठाता मंडळ, विद्याशाखा, अभ्यास मंडळे आणि इतर मंडळे. एखाद्या प्राधिकरणाची रचना व कार्ये वाचण्यासाठी ते निवडा.',
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
      title: 'अधिसभा',
      sections: [
        {
          type: 'paragraph',
          content: [
            'अधिसभा हे विद्यापीठाची धोरणे व कार्यक्रमांचा आढावा घेणारे, अर्थसंकल्प व वार्षिक अहवाल मंजूर करणारे आणि परिनियम करणारे प्रमुख प्राधिकरण आहे. अधिसभेची सभा वर्षातून किमान दोनदा होते; अध्यक्षस्थानी कुलगुरू असतात.',
          ],
        },
        {
          heading: 'रचना',
          type: 'order-list',
          content: [
            'कुलगुरू (अध्यक्ष) व प्र-कुलगुरू',
            'विद्याशाखांचे अधिष्ठाता आणि संचालक, परीक्षा व मूल्यमापन मंडळ',
            'नोंदणीकृत पदवीधरांनी आपल्यातून निवडलेले दहा सदस्य',
            'संलग्न महाविद्यालयांचे निवडून आलेले दहा प्राचार्य व शिक्षक',
            'कुलपती व राज्य शासन यांनी नामनिर्देशित केलेले सदस्य',
            'विद्यापीठ विद्यार्थी परिषदेचे अध्यक्ष व सचिव',
          ],
        },
      ],
    },
    {
      content_id: 2,
      layout_type: 'multiple-file-table',
      sections: [
        {
          title: 'अधिसभेचे दस्तऐवज',
          columns: [
            { heading: 'अ.क्र.', accessor: 'serial_no' },
            { heading: 'दस्तऐवज', accessor: 'file_title' },
          ],
          rows: [
            {
              serial_no: 1,
              file_title: 'अधिसभा सदस्य, २०२२-२०२७',
              file: '/docs/about/authorities/senate-members.pdf',
              file_name: 'senate-members-2022-2027.pdf',
            },
            { serial_no: 2, file_title: 'मार्च २०२५ मधील अधिसभा सभेचे इतिवृत्त (कायम होणे बाकी)' },
          ],
        },
      ],
    },
    {
      content_id: 3,
      layout_type: 'formal-composite',
      title: 'व्यवस्थापन परिषद',
      sections: [
        {
          type: 'paragraph',
          content: [
            'व्यवस्थापन परिषद हे प्रमुख कार्यकारी प्राधिकरण आहे. ती विद्यापीठाची मालमत्ता व वित्त यांचे व्यवस्थापन करते, शैक्षणिक व शिक्षकेतर पदे निर्माण करते आणि महाविद्यालये व अधिविभागांवर देखरेख ठेवते.',
          ],
        },
        {
          heading: 'कार्ये',
          type: 'bullet-list',
          content: [
            'विद्यापीठाची मालमत्ता व निधी धारण करणे आणि त्यांचे व्यवस्थापन करणे',
            'निवड समित्यांच्या शिफारशीनुसार शिक्षक व अधिकाऱ्यांची नियुक्ती करणे',
            'महाविद्यालये व संस्थांना संलग्नता देणे',
            'शुल्क व सेवाशर्तींविषयी विनियम करणे',
          ],
        },
      ],
    },
    {
      content_id: 3,
      layout_type: 'pdf_list',
      sections: [
        {
          file_name: 'व्यवस्थापन परिषद सदस्य, २०२२-२०२७',
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
            'विद्या परिषद हे प्रमुख शैक्षणिक प्राधिकरण आहे. ती विद्यापीठाची शैक्षणिक धोरणे ठरवते आणि अभ्यासक्रम, परीक्षा व शैक्षणिक दिनदर्शिका मंजूर करते.',
          ],
        },
        {
          heading: 'कार्ये',
          type: 'arrow-list',
          content: [
            'अभ्यास मंडळांनी शिफारस केलेले पाठ्यक्रम मंजूर करणे',
            'प्रवेश व मूल्यमापनाचे निकष ठरवणे',
            'नवे अभ्यासक्रम, अधिविभाग व केंद्रे यांची शिफारस करणे',
          ],
        },
      ],
    },
    {
      content_id: 4,
      layout_type: 'pdf_list',
      sections: [
        {
          file_name: 'विद्या परिषद सदस्य, २०२२-२०२७',
          file: '/docs/about/authorities/academic-council-members.pdf',
        },
      ],
    },
    {
      content_id: 5,
      layout_type: 'simple-table',
      title: 'अधिष्ठाता मंडळ',
      sections: [
        {
          columns: [
            { heading: 'अ.क्र.', accessor: 'serial_no' },
            { heading: 'विद्याशाखा', accessor: 'faculty' },
            { heading: 'अधिष्ठाता', accessor: 'dean' },
            { heading: 'ई-मेल', accessor: 'email', linkable: true },
          ],
          rows: [
            {
              serial_no: 1,
              faculty: 'विज्ञान व तंत्रज्ञान',
              dean: 'प्रा. (डॉ.) राजेंद्र म. पवार',
              email: { text: 'dean.st@ssu-kolhapur.ac.in', href: 'mailto:dean.st@ssu-kolhapur.ac.in' },
            },
            {
              serial_no: 2,
              faculty: 'वाणिज्य व व्यवस्थापन',
              dean: 'प्रा. (डॉ.) अंजली व. देशपांडे',
              email: { text: 'dean.cm@ssu-kolhapur.ac.in', href: 'mailto:dean.cm@ssu-kolhapur.ac.in' },
            },
            {
              serial_no: 3,
              faculty: 'मानव्यविद्या',
              dean: 'प्रा. (डॉ.) सुरेश क. गायकवाड',
              email: { text: 'dean.hum@ssu-kolhapur.ac.in', href: 'mailto:dean.hum@ssu-kolhapur.ac.in' },
            },
            {
              serial_no: 4,
              faculty: 'आंतरविद्याशाखीय अभ्यास',
              dean: 'प्रा. (डॉ.) फरीदा न. मुल्ला',
              email: { text: 'dean.ids@ssu-kolhapur.ac.in', href: 'mailto:dean.ids@ssu-kolhapur.ac.in' },
            },
          ],
        },
      ],
    },
    {
      content_id: 6,
      layout_type: 'formal-composite',
      title: 'विद्यार्थी परिषद अधिसूचना',
      sections: [
        {
          type: 'paragraph',
          content: [
            'महाराष्ट्र सार्वजनिक विद्यापीठ अधिनियम, २०१६ च्या कलम ९९ नुसार विद्यापीठ विद्यार्थी परिषद दर वर्षी गठित केली जाते. सन २०२५-२६ च्या परिषदेची घोषणा खाली दिली आहे.',
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
          heading: 'पदाधिकारी २०२५-२६',
          type: 'bullet-list',
          content: [
            'अध्यक्ष: कु. प्रियांका साळुंखे (एम.एस्सी. रसायनशास्त्र)',
            'सचिव: श्री. ओंकार माने (एम.ए. मराठी)',
            'विद्यार्थिनी प्रतिनिधी: कु. सना मुजावर (एम.कॉम.)',
          ],
        },
      ],
      important_notices: [{ title: 'अधिसूचनेचा दिनांक', content: '३० सप्टेंबर २०२५, संचालक, विद्यार्थी विकास यांच्याकडून.' }],
    },
    {
      content_id: 7,
      layout_type: 'simple-table',
      title: 'विद्याशाखा व त्यांचे अधिविभाग',
      wrappable: true,
      sections: [
        {
          columns: [
            { heading: 'विद्याशाखा', accessor: 'faculty' },
            { heading: 'अधिविभाग (उदाहरणार्थ)', accessor: 'departments', type: 'unorder-list', by: 'none' },
          ],
          rows: [
            {
              faculty: 'विज्ञान व तंत्रज्ञान',
              departments: ['संगणकशास्त्र', 'भौतिकशास्त्र', 'रसायनशास्त्र', 'जैवतंत्रज्ञान', 'पर्यावरणशास्त्र'],
            },
            { faculty: 'वाणिज्य व व्यवस्थापन', departments: ['वाणिज्य', 'व्यवस्थापनशास्त्र', 'अर्थशास्त्र'] },
            { faculty: 'मानव्यविद्या', departments: ['मराठी', 'इंग्रजी', 'हिंदी', 'इतिहास', 'संगीत व नाट्यशास्त्र'] },
            {
              faculty: 'आंतरविद्याशाखीय अभ्यास',
              departments: ['शिक्षणशास्त्र', 'शारीरिक शिक्षण', 'वृत्तपत्रविद्या व जनसंवाद', 'विधी'],
            },
          ],
        },
      ],
    },
    {
      content_id: 8,
      layout_type: 'multiple-table',
      title: 'अभ्यास मंडळे',
      sections: [
        {
          title: 'संगणकशास्त्र अभ्यास मंडळ',
          columns: [
            { heading: 'अ.क्र.', accessor: 'serial_no' },
            { heading: 'नाव', accessor: 'name' },
            { heading: 'भूमिका', accessor: 'role' },
          ],
          rows: [
            { serial_no: 1, name: 'प्रा. (डॉ.) राजेश प. कुलकर्णी', role: 'अध्यक्ष' },
            { serial_no: 2, name: 'डॉ. स्मिता अ. जाधव', role: 'सदस्य' },
            { serial_no: 3, name: 'डॉ. इम्रान स. नाईकवडी', role: 'सदस्य' },
          ],
        },
        {
          title: 'मराठी अभ्यास मंडळ',
          columns: [
            { heading: 'अ.क्र.', accessor: 'serial_no' },
            { heading: 'नाव', accessor: 'name' },
            { heading: 'भूमिका', accessor: 'role' },
          ],
          rows: [
            { serial_no: 1, name: { text: 'प्रा. डॉ. मंगला पाटील', lang: 'mr' }, role: 'अध्यक्ष' },
            { serial_no: 2, name: { text: 'डॉ. सुनील कांबळे', lang: 'mr' }, role: 'सदस्य' },
          ],
        },
        {
          title: 'संगीत अभ्यास मंडळ (पुनर्रचना सुरू)',
          columns: [
            { heading: 'अ.क्र.', accessor: 'serial_no' },
            { heading: 'नाव', accessor: 'name' },
            { heading: 'भूमिका', accessor: 'role' },
          ],
          rows: [],
        },
      ],
    },
    {
      content_id: 9,
      layout_type: 'bullet-list',
      title: 'तदर्थ मंडळे',
      sections: [
        'कृत्रिम बुद्धिमत्ता व डेटा सायन्स तदर्थ मंडळ (स्थापना २०२४)',
        'योगशास्त्र तदर्थ मंडळ (स्थापना २०२३)',
        'चित्रपट व दूरचित्रवाणी अभ्यास तदर्थ मंडळ (स्थापना २०२३)',
        'नव्या विषयाचे नियमित अभ्यास मंडळ गठित होईपर्यंत त्या विषयासाठी तदर्थ मंडळ काम पाहते.',
      ],
    },
    {
      content_id: 10,
      layout_type: 'formal-composite',
      title: 'विद्यापीठ अधिविभाग व आंतरविद्याशाखीय अभ्यास मंडळ',
      sections: [
        {
          type: 'paragraph',
          content: [
            'हे मंडळ विद्यापीठ अधिविभागांतील अध्यापन व संशोधन, तसेच एकापेक्षा अधिक विद्याशाखांशी संबंधित आंतरविद्याशाखीय अभ्यासक्रम यांचा समन्वय साधते.',
          ],
        },
        {
          heading: 'जबाबदाऱ्या',
          type: 'bullet-list',
          content: [
            'विविध विद्याशाखांतील आंतरविद्याशाखीय अभ्यासक्रम व गौण विषय (मायनर) मंजूर करणे',
            'अधिविभागांचा कार्यभार व संशोधनातील कामगिरीचा आढावा घेणे',
            'नवी केंद्रे व अध्यासने यांची विद्या परिषदेकडे शिफारस करणे',
          ],
        },
      ],
    },
    {
      content_id: 11,
      layout_type: 'multiple-file-table',
      title: 'शुल्क निर्धारण समिती',
      sections: [
        {
          columns: [
            { heading: 'अ.क्र.', accessor: 'serial_no' },
            { heading: 'दस्तऐवज', accessor: 'file_title' },
            { heading: 'वर्ष', accessor: 'year' },
          ],
          rows: [
            {
              serial_no: 1,
              file_title: 'शुल्क निर्धारण समितीचा २०२५-२६ चा अहवाल',
              year: '२०२५-२६',
              file: '/docs/about/authorities/fee-fixation-committee-report.pdf',
              file_name: 'fee-fixation-report-2025-26.pdf',
            },
            {
              serial_no: 2,
              file_title: 'शुल्क निर्धारण समितीचा २०२४-२५ चा अहवाल (संग्रहित, ऑनलाइन उपलब्ध नाही)',
              year: '२०२४-२५',
            },
          ],
        },
      ],
    },
  ],
};

export const sectionPages: PageContent[] = [aboutPage, historyPage, authoritiesPage];
