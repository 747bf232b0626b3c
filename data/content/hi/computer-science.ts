import circularRecords from 'virtual:records/circulars?lang=hi';
import { contentImages } from '../../content-images';
import { csProgrammes as englishProgrammes } from '../computer-science';
import { recordLink } from '../../records/queries';
import { type Stored } from '../../records/samples';
import type { PageContent } from '../../schema/content';
import { updates } from '../updates';
import type { ImageAsset } from '../../schema/site';

/** A circular's link for an updates box, titled from its record. */
const circular = (slug: string) => recordLink(circularRecords as Array<Stored<'circulars'>>, slug, 'hi');

/**
 * Department of Computer Science in Hindi (mirrors data/content/computer-science.ts):
 * the same page, sidebar ids and paths, content ids, layouts, documents,
 * pictures, table accessors and intake figures (spec 9); the texts are Hindi.
 * People are fictional; their names are written in Devanagari.
 */

const UNIVERSITY = 'सह्याद्री राज्य विश्वविद्यालय';
const ADDRESS = ['विद्यानगर, कोल्हापुर 416004', 'महाराष्ट्र, भारत'];

/** An English picture with its Hindi alt text (same file and size). */
const withAlt = (image: ImageAsset, alt: string): ImageAsset => ({ ...image, alt });

const img = {
  csBuilding: withAlt(contentImages.csBuilding, 'कंप्यूटर विज्ञान विभाग का भवन, काँच की खिड़कियों वाला एक आधुनिक खंड'),
  csLab: withAlt(contentImages.csLab, 'डेस्कटॉप कंप्यूटरों की पंक्तियों वाली कंप्यूटर प्रयोगशाला, जहाँ विद्यार्थी काम कर रहे हैं'),
  csServerRoom: withAlt(contentImages.csServerRoom, 'विभाग के डेटा केंद्र में स्थिति-संकेतक बत्तियों वाले सर्वर रैक'),
  csSeminarHall: withAlt(contentImages.csSeminarHall, 'प्रोजेक्शन स्क्रीन, व्याख्यान-मंच और कुर्सियों की पंक्तियों वाला संगोष्ठी कक्ष'),
  csSmartClassroom: withAlt(contentImages.csSmartClassroom, 'इंटरैक्टिव बोर्ड वाली स्मार्ट कक्षा, बेंचों पर बैठे विद्यार्थी'),
  csHackathon: withAlt(contentImages.csHackathon, '24 घंटे के हैकाथॉन में लैपटॉप पर काम करती विद्यार्थियों की टीमें'),
  csWorkshop: withAlt(contentImages.csWorkshop, 'कार्यशाला में बोलते हुए एक विशेषज्ञ वक्ता और सुनते हुए प्रतिभागी'),
  csFdp: withAlt(contentImages.csFdp, 'कंप्यूटर प्रयोगशाला में संकाय विकास कार्यक्रम के सत्र में शिक्षक'),
  csConvocation: withAlt(contentImages.csConvocation, 'दीक्षांत समारोह के बाद गाउन पहने स्नातक अपनी टोपियाँ हवा में उछालते हुए'),
  csIndustrialVisit: withAlt(contentImages.csIndustrialVisit, 'सॉफ़्टवेयर पार्क की औद्योगिक यात्रा पर बस के पास खड़े विद्यार्थी'),
  csCulturalEvening: withAlt(
    contentImages.csCulturalEvening,
    'विभाग की सांस्कृतिक संध्या में मंच पर लोकनृत्य प्रस्तुत करते विद्यार्थी',
  ),
  csAlumniMeet: withAlt(contentImages.csAlumniMeet, 'पूर्व विद्यार्थी सम्मेलन में विभाग के लॉन पर शिक्षकों से मिलते पूर्व विद्यार्थी'),
  csHeadPortrait: withAlt(contentImages.csHeadPortrait, 'कंप्यूटर विज्ञान विभाग की प्रोफ़ेसर एवं विभागाध्यक्ष का चित्र'),
  csFormerHead1: withAlt(contentImages.csFormerHead1, 'विभाग के संस्थापक अध्यक्ष प्रो. मधुकर जी. जोशी का चित्र'),
  csFormerHead2: withAlt(contentImages.csFormerHead2, 'विभाग की पूर्व अध्यक्ष प्रो. लता वी. कुलकर्णी का चित्र'),
  csFormerHead3: withAlt(contentImages.csFormerHead3, 'विभाग के पूर्व अध्यक्ष प्रो. श्रीकांत डी. पाटिल का चित्र'),
  campusMainBuilding: withAlt(
    contentImages.campusMainBuilding,
    'विश्वविद्यालय का गुंबदाकार मुख्य प्रशासनिक भवन, सामने लॉन और वृक्ष',
  ),
  campusLake: withAlt(contentImages.campusLake, 'परिसर की एक झील, किनारों पर वृक्ष और दूर पहाड़ियाँ'),
  bbkResourceCenter: withAlt(
    contentImages.bbkResourceCenter,
    'ज्ञान संसाधन केंद्र, बड़ी खिड़कियों वाला दो मंज़िला लंबा पुस्तकालय भवन',
  ),
  researchLab: withAlt(
    contentImages.researchLab,
    'सूक्ष्मदर्शी और फ्लास्कों वाली अनुसंधान प्रयोगशाला, मेज़ पर काम करता एक शोधकर्ता',
  ),
  yogaDay: withAlt(contentImages.yogaDay, 'अंतरराष्ट्रीय योग दिवस पर खेल के मैदान पर योग करते विद्यार्थी'),
  annualSportsMeet: withAlt(contentImages.annualSportsMeet, 'वार्षिक क्रीड़ा प्रतियोगिता में ट्रैक पर दौड़ते धावक'),
  sportsGround: withAlt(contentImages.sportsGround, 'दौड़ पथ, फ़ुटबॉल मैदान और मंडप वाला विश्वविद्यालय का खेल मैदान'),
  indoorStadium: withAlt(contentImages.indoorStadium, 'इनडोर स्टेडियम में बैडमिंटन खेलते विद्यार्थी'),
  nssTreePlantation: withAlt(contentImages.nssTreePlantation, 'एक गाँव में पौधे लगाते राष्ट्रीय सेवा योजना के स्वयंसेवक'),
  nssHealthCamp: withAlt(contentImages.nssHealthCamp, 'तंबू के नीचे निःशुल्क स्वास्थ्य जाँच शिविर में स्वयंसेवक और एक चिकित्सक'),
  nccParade: withAlt(contentImages.nccParade, 'राष्ट्रीय ध्वज के पास पंक्तिबद्ध खड़े खाकी वर्दी और बेरेट पहने एनसीसी कैडेट'),
  nccCamp: withAlt(contentImages.nccCamp, 'हरी घाटी में एनसीसी प्रशिक्षण शिविर के तंबू और ड्रिल करते कैडेट'),
  nccFlagHoisting: withAlt(contentImages.nccFlagHoisting, 'गणतंत्र दिवस समारोह में राष्ट्रीय ध्वज को सलामी देते कैडेट'),
};

const head = {
  name: 'प्रो. अनुराधा आर. केलकर',
  position: 'प्रोफ़ेसर एवं विभागाध्यक्ष',
  department: 'कंप्यूटर विज्ञान विभाग',
};

/** Hindi names of the programmes, in the order of the English rows. */
const programmeNames = [
  'मास्टर ऑफ़ कंप्यूटर एप्लिकेशन्स (एमसीए)',
  'एम.एससी. कंप्यूटर विज्ञान',
  'कृत्रिम बुद्धिमत्ता एवं मशीन लर्निंग में एकीकृत बी.एससी.-एम.एससी.',
  'बैचलर ऑफ़ कंप्यूटर एप्लिकेशन्स (बीसीए)',
  'डेटा विज्ञान में स्नातकोत्तर डिप्लोमा',
  'कंप्यूटर विज्ञान में पीएच.डी.',
];

/**
 * Spec 3 programme rows with the English file's figures (year of inception,
 * intake: spec 9), so they live in one place; an intake given in words is Hindi here.
 */
export const csProgrammes = englishProgrammes.map((row, index) => ({
  ...row,
  programme: programmeNames[index],
  intake_capacity: typeof row.intake_capacity === 'number' ? row.intake_capacity : 'रिक्तियों के अनुसार',
}));

export const sectionPages: PageContent[] = [
  {
    path: '/academics/computer-science',
    lastUpdated: '2026-11-12',
    sidebarItems: [
      {
        id: 1,
        itemText: 'कंप्यूटर विज्ञान विभाग',
        path: '/academics/computer-science',
        updates: updates(
          [
            'एमसीए और एम.एससी. विद्यार्थियों के लिए संयुक्त परिसर भर्ती अभियान, 18 नवंबर 2025',
            '/docs/student/placement-drive-november-2025.pdf',
          ],
          ['डेटा विज्ञान पर संकाय विकास कार्यक्रम, 1 से 6 दिसंबर 2025', '/docs/cs/fdp-data-science-2025.pdf'],
          ['पीएच.डी. रिक्तियाँ 2025', '/docs/cs/phd-vacancies-2025.pdf'],
          ['प्रवेश विवरणिका 2025-26', '/docs/cs/brochure-2025-26.pdf'],
          ['अध्यापन समय सारणी, प्रथम सत्र 2025-26', '/docs/cs/timetable-2025-26-term1.pdf'],
        ),
      },
      {
        id: 2,
        itemText: 'विभागाध्यक्ष की कलम से',
        path: '/academics/computer-science/heads-desk',
        updates: updates(
          ['विभाग परिचय 2025', '/docs/cs/department-profile-2025.pdf'],
          ['2025-26 से डेटा विज्ञान में नया स्नातकोत्तर डिप्लोमा', '/docs/syllabus/pgd-data-science-2025.pdf'],
          ['अनुसंधान उपलब्धियाँ 2024-25', '/docs/cs/research-publications-2024-25.pdf'],
          ['कंप्यूटर विज्ञान अध्ययन मंडल', '/governance/statutes/board-of-studies'],
          ['विभाग से संपर्क करें', '/academics/computer-science/contact'],
        ),
      },
      {
        id: 3,
        itemText: 'परिचय',
        path: '/academics/computer-science/profile',
        updates: updates(
          ['विभाग परिचय 2025', '/docs/cs/department-profile-2025.pdf'],
          ['प्रवेश विवरणिका 2025-26', '/docs/cs/brochure-2025-26.pdf'],
          ['कंप्यूटर प्रयोगशालाओं के नियम', '/docs/cs/laboratory-rules.pdf'],
          ['शुल्क संरचना 2025-26', '/docs/disclosure/fee-structure-2025-26.pdf'],
          ['आधारभूत संरचना', '/academics/computer-science/infrastructure'],
        ),
      },
      {
        id: 4,
        itemText: 'पाठ्यक्रम',
        path: '/academics/computer-science/programmes',
        updates: updates(
          ['2025-26 से एमसीए का पाठ्य-विवरण', '/docs/syllabus/mca-nep-2025.pdf'],
          ['2025-26 से एम.एससी. कंप्यूटर विज्ञान का पाठ्य-विवरण', '/docs/syllabus/msc-cs-nep-2025.pdf'],
          ['एकीकृत बी.एससी.-एम.एससी. एआई एवं एमएल का पाठ्य-विवरण', '/docs/syllabus/integrated-ai-ml-2025.pdf'],
          ['बीसीए (चार वर्षीय ऑनर्स) का पाठ्य-विवरण', '/docs/syllabus/bca-nep-2025.pdf'],
          ['विद्या परिषद ने डेटा विज्ञान में स्नातकोत्तर डिप्लोमा को स्वीकृति दी', '/docs/governance/minutes-ac-2025-02.pdf'],
        ),
      },
      {
        id: 5,
        itemText: 'शिक्षक वृंद',
        path: '/academics/computer-science/faculty',
        updates: updates(
          ['पीएच.डी. रिक्तियों वाले शोध निर्देशक', '/docs/cs/phd-vacancies-2025.pdf'],
          ['शिक्षकों के लिए जनरेटिव एआई पर कार्यशाला', '/docs/cs/workshop-generative-ai-2025.pdf'],
          ['अनुसंधान उपलब्धियाँ 2024-25', '/docs/cs/research-publications-2024-25.pdf'],
          ['2025-26 के लिए स्वीकृत बीज अनुदान', '/docs/research/seed-grant-results-2025.pdf'],
          ['शिक्षकों के लिए आचार संहिता', '/docs/governance/policy-code-of-conduct.pdf'],
        ),
      },
      {
        id: 6,
        itemText: 'अनुसंधान',
        path: '/academics/computer-science/research',
        updates: updates(
          ['अनुसंधान उपलब्धियाँ 2024-25', '/docs/cs/research-publications-2024-25.pdf'],
          ['पीएच.डी. रिक्तियाँ 2025', '/docs/cs/phd-vacancies-2025.pdf'],
          ['पीएच.डी. प्रवेश परीक्षा 2025 का परिणाम', '/docs/news/2025-09-18-phd-entrance-result.pdf'],
          ['अनुसंधान प्रोत्साहन नीति', '/docs/research/research-policy-2025.pdf'],
          ['विश्वविद्यालय अनुसंधान अध्येतावृत्तियाँ', '/student/scholarships/research'],
        ),
      },
      {
        id: 7,
        itemText: 'कार्यक्रम',
        path: '/academics/computer-science/events',
        updates: updates(
          ['पायथन के साथ डेटा विज्ञान पर संकाय विकास कार्यक्रम, 1 से 6 दिसंबर 2025', '/docs/cs/fdp-data-science-2025.pdf'],
          ['साइबर सुरक्षा पर कार्यशाला, 21 और 22 अगस्त 2025', '/docs/cs/workshop-cyber-security-2025.pdf'],
          ['जनरेटिव एआई पर राष्ट्रीय कार्यशाला, 5 से 7 फ़रवरी 2025', '/docs/cs/workshop-generative-ai-2025.pdf'],
          circular('2025-09-03-avishkar-registration'),
          ['फोटो गैलरी', '/academics/computer-science/gallery'],
        ),
      },
      {
        id: 8,
        itemText: 'आधारभूत संरचना',
        path: '/academics/computer-science/infrastructure',
        updates: updates(
          ['कंप्यूटर प्रयोगशालाओं के नियम', '/docs/cs/laboratory-rules.pdf'],
          ['120 नए डेस्कटॉप कंप्यूटर स्वीकृत', '/docs/governance/minutes-mc-2025-01.pdf'],
          ['सूचना प्रौद्योगिकी एवं डेटा संरक्षण नीति', '/docs/governance/policy-it-and-data.pdf'],
          ['ज्ञान संसाधन केंद्र', '/student/facilities/bbk-resource-center'],
          ['फोटो गैलरी', '/academics/computer-science/gallery'],
        ),
      },
      {
        id: 9,
        itemText: 'फोटो गैलरी',
        path: '/academics/computer-science/gallery',
        updates: updates(
          ['साइबर सुरक्षा कार्यशाला: प्रतिवेदन', '/docs/cs/workshop-cyber-security-2025.pdf'],
          ['जनरेटिव एआई कार्यशाला: प्रतिवेदन', '/docs/cs/workshop-generative-ai-2025.pdf'],
          ['वार्षिक पूर्व विद्यार्थी सम्मेलन, 28 दिसंबर 2025', '/docs/student/alumni-meet-2025.pdf'],
          ['62वाँ दीक्षांत समारोह, 20 दिसंबर 2025', '/docs/news/2025-09-15-convocation-notice.pdf'],
          ['कार्यक्रम', '/academics/computer-science/events'],
        ),
      },
      {
        id: 10,
        itemText: 'संपर्क करें',
        path: '/academics/computer-science/contact',
        updates: updates(
          ['प्रवेश विवरणिका 2025-26', '/docs/cs/brochure-2025-26.pdf'],
          ['अध्यापन समय सारणी, प्रथम सत्र 2025-26', '/docs/cs/timetable-2025-26-term1.pdf'],
          ['परिसर तक कैसे पहुँचें', '/about/history/how-to-reach'],
          ['वर्ष 2025 के अवकाश', '/docs/about/holidays-2025.pdf'],
          ['कार्यालय समय', '/about/office-working-hours'],
        ),
      },
    ],
    contents: [
      {
        content_id: 1,
        layout_type: 'news-composite',
        title: 'कंप्यूटर विज्ञान विभाग',
        paragraph: [
          `${UNIVERSITY} के कंप्यूटर विज्ञान विभाग की स्थापना 1985 में कंप्यूटर अनुप्रयोग में स्नातकोत्तर डिप्लोमा के साथ हुई। आज विभाग 14 पूर्णकालिक शिक्षकों और 42 शोधार्थियों के साथ बीसीए से पीएच.डी. तक छह पाठ्यक्रमों में लगभग 480 विद्यार्थियों को पढ़ाता है।`,
          'विभाग मशीन लर्निंग, भारतीय भाषाओं के लिए प्राकृतिक भाषा संसाधन, कंप्यूटर नेटवर्क एवं सुरक्षा तथा छवि संसाधन पर कार्य करता है। इसके शिक्षकों ने 2024-25 में अनुक्रमित पत्रिकाओं में 46 शोध-पत्र प्रकाशित किए और उनके नाम दो स्वीकृत पेटेंट हैं।',
          'विभाग के स्नातक पुणे, बेंगलुरु और कोल्हापुर की आईटी कंपनियों, बैंकों और सरकारी कार्यालयों तथा परिसर में इन्क्यूबेट किए गए स्टार्ट-अप में कार्यरत हैं। अनेक पूर्व विद्यार्थी हर वर्ष पढ़ाने, विद्यार्थियों का मार्गदर्शन करने और भर्ती के लिए लौटते हैं।',
        ],
        images_after_first: [
          { img: img.csBuilding, title: 'विभाग का भवन' },
          { img: img.csLab, title: 'एक कंप्यूटर प्रयोगशाला' },
        ],
        images_after_second: [
          { img: img.csHackathon, title: '24 घंटे के हैकाथॉन में विद्यार्थी' },
          { img: img.csWorkshop, title: 'एक राष्ट्रीय कार्यशाला' },
          { img: img.csSeminarHall, title: 'संगोष्ठी कक्ष' },
        ],
        important_notices: [
          {
            title: 'प्रवेश 2025-26',
            content:
              'एमसीए में प्रवेश राज्य सीईटी कक्ष के माध्यम से होते हैं; अन्य पाठ्यक्रमों में 5 जुलाई 2025 को आयोजित विश्वविद्यालय प्रवेश परीक्षा के माध्यम से।',
          },
          {
            title: 'पीएच.डी. रिक्तियाँ',
            content: 'चार शोध निर्देशकों के पास पीएच.डी. की छह रिक्तियाँ; 15 सितंबर 2025 तक आवेदन करें।',
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'comment',
        title: 'विभागाध्यक्ष की कलम से',
        message:
          'प्रिय विद्यार्थियो, अभिभावकगण और आगंतुको,\n' +
          'कंप्यूटर विज्ञान विभाग में आपका स्वागत है। चालीस वर्षों से हमारा विभाग कोल्हापुर, सांगली, सातारा और कोंकण के युवाओं को कंप्यूटिंग के क्षेत्र में करियर के लिए तैयार कर रहा है, और उनमें से अनेक अपने परिवार में विश्वविद्यालय में पढ़ने वाले पहले व्यक्ति थे।\n' +
          '2025-26 से हम कामकाजी पेशेवरों के लिए सायंकालीन कक्षाओं सहित <strong>डेटा विज्ञान में स्नातकोत्तर डिप्लोमा</strong> आरंभ कर रहे हैं, और <strong>कृत्रिम बुद्धिमत्ता एवं मशीन लर्निंग में एकीकृत बी.एससी.-एम.एससी.</strong> में तीसरे बैच का प्रवेश हो रहा है। हमारे सभी पाठ्यक्रम अब राष्ट्रीय शिक्षा नीति 2020 के क्रेडिट ढाँचे का पालन करते हैं, जिससे यहाँ और स्वयं (SWAYAM) पर अर्जित क्रेडिट आपकी उपाधि में गिने जाते हैं।\n' +
          'हमारा विश्वास है कि एक अच्छा कंप्यूटर वैज्ञानिक स्पष्ट कोड लिखता है, डेटा के बारे में सावधानी से प्रश्न पूछता है और प्रौद्योगिकी का ज़िम्मेदारी से उपयोग करता है। हमारी प्रयोगशालाएँ रात 8 बजे तक खुली रहती हैं, हमारे शिक्षक कार्यालय समय में उपलब्ध रहते हैं, और हमारे पूर्व विद्यार्थी आपका मार्गदर्शन करने के लिए सदैव तत्पर हैं।\n' +
          'मैं आपको विभाग देखने, हमारी खुली संगोष्ठियों में भाग लेने और अपने सुझाव मुझे लिखकर भेजने के लिए आमंत्रित करती हूँ।',
        signature: { name: head.name, position: head.position, department: head.department, university: UNIVERSITY },
        image: img.csHeadPortrait,
      },
      {
        content_id: 3,
        layout_type: 'paragraph-image',
        title: 'विभाग का परिचय',
        paragraph: [
          '1985 में स्थापित यह विभाग महाराष्ट्र में एमसीए आरंभ करने वाले पहले विभागों में से एक था। यह कंप्यूटर विज्ञान में पीएच.डी. के लिए मान्यता प्राप्त अनुसंधान केंद्र है और इसकी प्रयोगशालाओं को डीएसटी-फिस्ट (DST-FIST) कार्यक्रम के अंतर्गत सहायता प्राप्त हुई है।',
        ],
        image: img.csBuilding,
        caption: 'विज्ञान परिसर में विभाग का भवन।',
        extra_paragraph: ['नीचे दिए दस्तावेज़ों में विभाग, उसके प्रवेश और नियमों का विस्तृत विवरण है।'],
      },
      {
        content_id: 3,
        layout_type: 'pdf_list',
        title: 'परिचय संबंधी दस्तावेज़',
        sections: [
          { file_name: 'कंप्यूटर विज्ञान विभाग: परिचय 2025', file: '/docs/cs/department-profile-2025.pdf' },
          { file_name: 'प्रवेश विवरणिका 2025-26', file: '/docs/cs/brochure-2025-26.pdf' },
          { file_name: 'अध्यापन समय सारणी, प्रथम सत्र 2025-26', file: '/docs/cs/timetable-2025-26-term1.pdf' },
          { file_name: 'कंप्यूटर प्रयोगशालाओं के उपयोग के नियम', file: '/docs/cs/laboratory-rules.pdf' },
          {
            file_name: 'विभाग की अनुसंधान उपलब्धियाँ, 2024-25',
            file: '/docs/cs/research-publications-2024-25.pdf',
          },
        ],
      },
      {
        content_id: 4,
        layout_type: 'multiple-table',
        title: 'पाठ्यक्रम',
        sections: [
          {
            title: 'उपलब्ध पाठ्यक्रम और प्रवेश क्षमता',
            columns: [
              { heading: 'क्र.सं.', accessor: 'serial_no' },
              { heading: 'पाठ्यक्रम', accessor: 'programme' },
              { heading: 'आरंभ वर्ष', accessor: 'year_of_inception' },
              { heading: 'प्रवेश क्षमता', accessor: 'intake_capacity' },
            ],
            rows: csProgrammes,
          },
          {
            title: 'पात्रता और प्रवेश',
            columns: [
              { heading: 'पाठ्यक्रम', accessor: 'programme' },
              { heading: 'पात्रता', accessor: 'eligibility' },
              { heading: 'प्रवेश का माध्यम', accessor: 'admission' },
            ],
            rows: [
              {
                programme: 'एमसीए',
                eligibility:
                  'उच्चतर माध्यमिक या उपाधि स्तर पर गणित सहित किसी भी विषय में स्नातक, 50 प्रतिशत अंक (आरक्षित वर्गों के लिए 45 प्रतिशत)',
                admission: 'MAH-MCA-CET, राज्य सीईटी कक्ष',
              },
              {
                programme: 'एम.एससी. कंप्यूटर विज्ञान',
                eligibility: 'कंप्यूटर विज्ञान को प्रमुख विषय के रूप में लेकर बी.एससी., या बीसीए, 50 प्रतिशत अंकों के साथ',
                admission: 'विश्वविद्यालय प्रवेश परीक्षा',
              },
              {
                programme: 'एकीकृत बी.एससी.-एम.एससी. एआई एवं एमएल',
                eligibility: 'गणित सहित उच्चतर माध्यमिक (विज्ञान), 50 प्रतिशत अंक',
                admission: 'विश्वविद्यालय प्रवेश परीक्षा',
              },
              {
                programme: 'बीसीए',
                eligibility: 'किसी भी संकाय में उच्चतर माध्यमिक, 45 प्रतिशत अंक',
                admission: 'उच्चतर माध्यमिक परीक्षा की योग्यता के आधार पर',
              },
              {
                programme: 'डेटा विज्ञान में स्नातकोत्तर डिप्लोमा',
                eligibility: 'उच्चतर माध्यमिक स्तर पर गणित सहित किसी भी विषय में स्नातक',
                admission: 'विश्वविद्यालय प्रवेश परीक्षा',
              },
              {
                programme: 'पीएच.डी.',
                eligibility: '55 प्रतिशत अंकों के साथ स्नातकोत्तर उपाधि तथा PET, NET, SET या GATE',
                admission: 'शोध निर्देशकों के पास उपलब्ध रिक्तियों के अनुसार',
              },
            ],
          },
        ],
      },
      {
        content_id: 4,
        layout_type: 'pdf_list',
        title: 'पाठ्य-विवरण और सूचनाएँ',
        sections: [
          { file_name: 'एमसीए: संरचना और पाठ्य-विवरण (2025-26 से)', file: '/docs/syllabus/mca-nep-2025.pdf' },
          {
            file_name: 'एम.एससी. कंप्यूटर विज्ञान: संरचना और पाठ्य-विवरण (2025-26 से)',
            file: '/docs/syllabus/msc-cs-nep-2025.pdf',
          },
          {
            file_name: 'एकीकृत बी.एससी.-एम.एससी. एआई एवं एमएल: संरचना और पाठ्य-विवरण',
            file: '/docs/syllabus/integrated-ai-ml-2025.pdf',
          },
          { file_name: 'बीसीए (चार वर्षीय ऑनर्स): संरचना और पाठ्य-विवरण', file: '/docs/syllabus/bca-nep-2025.pdf' },
          {
            file_name: 'डेटा विज्ञान में स्नातकोत्तर डिप्लोमा: संरचना और पाठ्य-विवरण',
            file: '/docs/syllabus/pgd-data-science-2025.pdf',
          },
          { file_name: 'कंप्यूटर विज्ञान में पीएच.डी. रिक्तियाँ, 2025', file: '/docs/cs/phd-vacancies-2025.pdf' },
        ],
      },
      {
        content_id: 5,
        layout_type: 'multiple-table',
        title: 'शिक्षक वृंद',
        sections: [
          {
            title: 'विभाग के शिक्षक',
            columns: [
              { heading: 'क्र.सं.', accessor: 'serial_no' },
              { heading: 'शिक्षक', accessor: 'teacher' },
              { heading: 'पदनाम', accessor: 'designation' },
              { heading: 'शैक्षणिक योग्यता', accessor: 'qualification' },
            ],
            rows: [
              {
                serial_no: 1,
                teacher: 'प्रो. अनुराधा आर. केलकर',
                designation: 'प्रोफ़ेसर एवं विभागाध्यक्ष',
                qualification: 'एम.एससी., पीएच.डी. (कंप्यूटर विज्ञान)',
              },
              {
                serial_no: 2,
                teacher: 'प्रो. नितिन एस. काले',
                designation: 'प्रोफ़ेसर',
                qualification: 'एम.ई. (कंप्यूटर अभियांत्रिकी), पीएच.डी.',
              },
              {
                serial_no: 3,
                teacher: 'डॉ. सुनीता एम. पवार',
                designation: 'सह-प्राध्यापक',
                qualification: 'एमसीए, पीएच.डी.',
              },
              {
                serial_no: 4,
                teacher: 'डॉ. राहुल वी. चौगुले',
                designation: 'सह-प्राध्यापक',
                qualification: 'एम.एससी., पीएच.डी., सेट',
              },
              {
                serial_no: 5,
                teacher: 'डॉ. फरहान आई. शेख',
                designation: 'सह-प्राध्यापक',
                qualification: 'एम.टेक. (आईआईटी बॉम्बे), पीएच.डी.',
              },
              {
                serial_no: 6,
                teacher: 'डॉ. पूजा एस. माने',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एम.एससी., पीएच.डी., नेट',
              },
              {
                serial_no: 7,
                teacher: 'डॉ. गणेश बी. कुंभार',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एमसीए, पीएच.डी., नेट',
              },
              {
                serial_no: 8,
                teacher: 'डॉ. आरती पी. जाधव',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एम.एससी., पीएच.डी.',
              },
              {
                serial_no: 9,
                teacher: 'श्री सौरभ के. नाईक',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एम.टेक., नेट',
              },
              {
                serial_no: 10,
                teacher: 'सुश्री प्रियंका आर. लाड',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एम.एससी., सेट',
              },
              {
                serial_no: 11,
                teacher: 'डॉ. विनय डी. कामत',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एम.ई., पीएच.डी.',
              },
              {
                serial_no: 12,
                teacher: 'सुश्री स्नेहल ए. कोरे',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एमसीए, नेट',
              },
              {
                serial_no: 13,
                teacher: 'श्री अभिजीत एम. सालोखे',
                designation: 'सहायक प्राध्यापक (अनुबंध)',
                qualification: 'एम.एससी. (डेटा विज्ञान)',
              },
              {
                serial_no: 14,
                teacher: 'सुश्री तेजस्विनी एन. पाटिल',
                designation: 'सहायक प्राध्यापक (अनुबंध)',
                qualification: 'एम.टेक. (कृत्रिम बुद्धिमत्ता)',
              },
            ],
          },
          {
            title: 'तकनीकी कर्मचारी',
            columns: [
              { heading: 'क्र.सं.', accessor: 'serial_no' },
              { heading: 'नाम', accessor: 'name' },
              { heading: 'पदनाम', accessor: 'designation' },
            ],
            rows: [
              { serial_no: 1, name: 'श्री दत्तात्रय एस. पुजारी', designation: 'सिस्टम प्रशासक' },
              { serial_no: 2, name: 'श्रीमती मनीषा के. देसाई', designation: 'प्रयोगशाला सहायक' },
              { serial_no: 3, name: 'श्री रोहन वी. भोसले', designation: 'नेटवर्क अभियंता' },
            ],
          },
        ],
      },
      {
        content_id: 5,
        layout_type: 'image-grid',
        title: 'विभाग के पूर्व अध्यक्ष',
        sections: [
          {
            name: 'प्रो. मधुकर जी. जोशी',
            qualification: 'एम.एससी., पीएच.डी. (गणित)',
            tenure: '1985 - 1999',
            img: img.csFormerHead1,
          },
          {
            name: 'प्रो. लता वी. कुलकर्णी',
            qualification: 'एम.एससी., पीएच.डी. (कंप्यूटर विज्ञान)',
            tenure: '1999 - 2012',
            img: img.csFormerHead2,
          },
          {
            name: 'प्रो. श्रीकांत डी. पाटिल',
            qualification: 'एम.टेक., पीएच.डी.',
            tenure: '2012 - 2021',
            img: img.csFormerHead3,
          },
        ],
      },
      {
        content_id: 6,
        layout_type: 'multiple-table',
        title: 'अनुसंधान',
        sections: [
          {
            title: 'वर्षवार अनुसंधान उपलब्धियाँ',
            columns: [
              { heading: 'वर्ष', accessor: 'year' },
              { heading: 'पुस्तक अध्याय', accessor: 'chapters' },
              { heading: 'शोध-पत्र', accessor: 'papers' },
              { heading: 'प्रकाशित पेटेंट', accessor: 'patent_published' },
              { heading: 'स्वीकृत पेटेंट', accessor: 'patent_granted' },
              { heading: 'अनुसंधान परियोजनाएँ', accessor: 'research_projects' },
            ],
            rows: [
              {
                year: '2022-23',
                chapters: 5,
                papers: 31,
                patent_published: 2,
                patent_granted: 0,
                research_projects: 4,
              },
              {
                year: '2023-24',
                chapters: 7,
                papers: 38,
                patent_published: 3,
                patent_granted: 1,
                research_projects: 5,
              },
              {
                year: '2024-25',
                chapters: 9,
                papers: 46,
                patent_published: 5,
                patent_granted: 2,
                research_projects: 6,
              },
            ],
          },
          {
            title: 'वित्तपोषित अनुसंधान परियोजनाएँ (जारी)',
            columns: [
              { heading: 'क्र.सं.', accessor: 'serial_no' },
              { heading: 'परियोजना', accessor: 'project' },
              { heading: 'प्रधान अन्वेषक', accessor: 'pi' },
              { heading: 'वित्तपोषी संस्था', accessor: 'funding_agency' },
              { heading: 'राशि (लाख रु.)', accessor: 'amount' },
            ],
            rows: [
              {
                serial_no: 1,
                project: 'पश्चिमी महाराष्ट्र की मराठी बोलियों के लिए वाक् पहचान',
                pi: 'प्रो. अनुराधा आर. केलकर',
                funding_agency: 'विज्ञान एवं प्रौद्योगिकी विभाग',
                amount: '38.5',
              },
              {
                serial_no: 2,
                project: 'मोबाइल फ़ोन के चित्रों से गन्ने के पत्तों के रोगों की कम लागत में पहचान',
                pi: 'डॉ. राहुल वी. चौगुले',
                funding_agency: 'राजीव गांधी विज्ञान एवं प्रौद्योगिकी आयोग',
                amount: '12.0',
              },
              {
                serial_no: 3,
                project: 'ग्रामीण ब्रॉडबैंड नेटवर्कों के लिए घुसपैठ पहचान',
                pi: 'प्रो. नितिन एस. काले',
                funding_agency: 'इलेक्ट्रॉनिकी एवं सूचना प्रौद्योगिकी मंत्रालय',
                amount: '24.8',
              },
              {
                serial_no: 4,
                project: 'फ़सल उपज पूर्वानुमान के लिए व्याख्येय मॉडल',
                pi: 'डॉ. सुनीता एम. पवार',
                funding_agency: 'विश्वविद्यालय बीज अनुदान',
                amount: '3.0',
              },
            ],
          },
        ],
      },
      {
        content_id: 6,
        layout_type: 'simple-table',
        title: 'अनुसंधान क्षेत्र और शोध निर्देशक',
        sections: [
          {
            columns: [
              { heading: 'अनुसंधान क्षेत्र', accessor: 'area' },
              { heading: 'शोध निर्देशक', accessor: 'guides', type: 'order-list', by: 'number' },
              { heading: 'विषय', accessor: 'topics', type: 'unorder-list', by: 'bullet' },
            ],
            rows: [
              {
                area: 'प्राकृतिक भाषा संसाधन',
                guides: ['प्रो. अनुराधा आर. केलकर', 'डॉ. आरती पी. जाधव'],
                topics: ['मराठी वाक् पहचान', 'मशीनी अनुवाद', 'सूचना पुनर्प्राप्ति'],
              },
              {
                area: 'मशीन लर्निंग',
                guides: ['डॉ. सुनीता एम. पवार', 'डॉ. पूजा एस. माने'],
                topics: ['व्याख्येय कृत्रिम बुद्धिमत्ता', 'कृषि डेटा विश्लेषण'],
              },
              {
                area: 'नेटवर्क एवं सुरक्षा',
                guides: ['प्रो. नितिन एस. काले', 'डॉ. फरहान आई. शेख'],
                topics: ['घुसपैठ पहचान', 'सॉफ़्टवेयर-परिभाषित नेटवर्क', 'IoT सुरक्षा'],
              },
              {
                area: 'छवि संसाधन',
                guides: ['डॉ. राहुल वी. चौगुले'],
                topics: ['चिकित्सा इमेजिंग', 'पादप रोग पहचान'],
              },
            ],
          },
        ],
      },
      {
        content_id: 6,
        layout_type: 'multiple-table',
        title: 'प्रगतिरत परामर्श कार्य',
        sections: [],
      },
      {
        content_id: 6,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'विभाग की अनुसंधान उपलब्धियाँ, 2024-25',
            file: '/docs/cs/research-publications-2024-25.pdf',
          },
          { file_name: 'कंप्यूटर विज्ञान में पीएच.डी. रिक्तियाँ, 2025', file: '/docs/cs/phd-vacancies-2025.pdf' },
        ],
      },
      {
        content_id: 7,
        layout_type: 'simple-table',
        title: 'कार्यशालाएँ और प्रशिक्षण कार्यक्रम, 2025',
        wrappable: true,
        sections: [
          {
            columns: [
              { heading: 'क्र.सं.', accessor: 'serial_no' },
              { heading: 'कार्यशाला', accessor: 'workshop' },
              { heading: 'विषयवस्तु', accessor: 'theme' },
              { heading: 'विशेषज्ञ वक्ता', accessor: 'resource', type: 'unorder-list', by: 'bullet' },
              { heading: 'दिनांक', accessor: 'date', type: 'unorder-list', prevTexts: ['से:', 'तक:'] },
            ],
            rows: [
              {
                serial_no: 1,
                workshop: 'अध्यापन और अनुसंधान के लिए जनरेटिव एआई पर राष्ट्रीय कार्यशाला',
                theme: 'लार्ज लैंग्वेज मॉडल, रिट्रीवल-ऑगमेंटेड जनरेशन और ज़िम्मेदार उपयोग',
                resource: [
                  'डॉ. किरण एस. राव, डेटा वैज्ञानिक, बेंगलुरु',
                  'सुश्री नीलम पी. गोखले, सॉफ़्टवेयर आर्किटेक्ट, पुणे',
                  'प्रो. अनुराधा आर. केलकर',
                ],
                date: ['5 फ़रवरी 2025', '7 फ़रवरी 2025'],
              },
              {
                serial_no: 2,
                workshop: 'साइबर सुरक्षा और एथिकल हैकिंग पर कार्यशाला',
                theme: 'वेब एप्लिकेशन पर हमले, कैप्चर-द-फ़्लैग, साइबर अपराध की रिपोर्टिंग',
                resource: ['श्री समीर डी. कुलकर्णी, कोल्हापुर साइबर पुलिस थाना', 'प्रो. नितिन एस. काले'],
                date: ['21 अगस्त 2025', '22 अगस्त 2025'],
              },
              {
                serial_no: 3,
                workshop: 'पायथन के साथ डेटा विज्ञान पर संकाय विकास कार्यक्रम',
                theme: 'डेटा शुद्धीकरण, विज़ुअलाइज़ेशन, रिग्रेशन और वर्गीकरण',
                resource: ['डॉ. सुनीता एम. पवार', 'डॉ. पूजा एस. माने', 'श्री अभिजीत एम. सालोखे'],
                date: ['1 दिसंबर 2025', '6 दिसंबर 2025'],
              },
              {
                serial_no: 4,
                workshop: 'हैकाथॉन: कोड फ़ॉर कोल्हापुर',
                theme: 'स्थानीय शासन और किसानों के लिए सॉफ़्टवेयर',
                resource: ['कोल्हापुर सॉफ़्टवेयर पार्क एसोसिएशन के मार्गदर्शक'],
                date: ['14 मार्च 2025', '15 मार्च 2025'],
              },
            ],
          },
        ],
      },
      {
        content_id: 7,
        layout_type: 'multiple-file-table',
        title: 'कार्यक्रम प्रतिवेदन',
        sections: [
          {
            columns: [
              { heading: 'क्र.सं.', accessor: 'serial_no' },
              { heading: 'प्रतिवेदन', accessor: 'file_title' },
              { heading: 'दिनांक', accessor: 'date' },
            ],
            rows: [
              {
                serial_no: 1,
                file_title: 'अध्यापन और अनुसंधान के लिए जनरेटिव एआई पर राष्ट्रीय कार्यशाला',
                date: '8 फ़रवरी 2025',
                file: '/docs/cs/workshop-generative-ai-2025.pdf',
              },
              {
                serial_no: 2,
                file_title: 'साइबर सुरक्षा और एथिकल हैकिंग पर कार्यशाला',
                date: '23 अगस्त 2025',
                file: '/docs/cs/workshop-cyber-security-2025.pdf',
              },
              {
                serial_no: 3,
                file_title: 'पायथन के साथ डेटा विज्ञान पर संकाय विकास कार्यक्रम',
                date: '6 दिसंबर 2025',
                file: '/docs/cs/fdp-data-science-2025.pdf',
              },
              {
                serial_no: 4,
                file_title: 'हैकाथॉन: कोड फ़ॉर कोल्हापुर (चित्र गैलरी में)',
                date: '15 मार्च 2025',
              },
            ],
          },
        ],
      },
      {
        content_id: 8,
        layout_type: 'paragraph-image',
        title: 'आधारभूत संरचना',
        paragraph: [
          'विभाग में गीगाबिट नेटवर्क से जुड़े 240 कंप्यूटरों वाली पाँच कंप्यूटर प्रयोगशालाएँ, डीप लर्निंग के लिए एक जीपीयू सर्वर, एक नेटवर्क एवं सुरक्षा प्रयोगशाला, 150 लोगों की क्षमता वाला संगोष्ठी कक्ष और दो स्मार्ट कक्षाएँ हैं।',
        ],
        image: img.csLab,
        caption: 'स्नातकोत्तर प्रयोगशाला, प्रातः 9.00 से रात 8.00 बजे तक खुली।',
        extra_paragraph: [
          'सभी प्रयोगशालाओं में प्रोग्रामिंग, डेटाबेस, डेटा विज्ञान और नेटवर्क सिमुलेशन के लिए लाइसेंसयुक्त और ओपन-सोर्स सॉफ़्टवेयर उपलब्ध हैं। विद्यार्थी अपने विश्वविद्यालय खाते से विभाग के फ़ाइल सर्वर और परिसर के वाई-फ़ाई का उपयोग कर सकते हैं।',
        ],
      },
      {
        content_id: 8,
        layout_type: 'multiple-list-cards',
        banner: img.csServerRoom,
        items: [
          {
            icon: 'i-mdi-laptop',
            title: 'कंप्यूटर प्रयोगशालाएँ',
            description: '240 डेस्कटॉप कंप्यूटरों वाली पाँच प्रयोगशालाएँ; 2025 में 120 कंप्यूटर बदले गए।',
          },
          {
            icon: 'i-mdi-server',
            title: 'जीपीयू सर्वर और डेटा केंद्र',
            description: 'डीप लर्निंग अनुसंधान के लिए 4-4 एक्सेलेरेटर वाले दो जीपीयू सर्वर, और 40 टीबी का फ़ाइल सर्वर।',
          },
          {
            icon: 'i-mdi-projector-screen',
            title: 'संगोष्ठी कक्ष और स्मार्ट कक्षाएँ',
            description: 'वीडियो कॉन्फ़्रेंसिंग सुविधा वाला 150 सीटों का संगोष्ठी कक्ष, और इंटरैक्टिव बोर्ड वाली दो स्मार्ट कक्षाएँ।',
          },
          {
            icon: 'i-mdi-book-open-variant',
            title: 'विभागीय पुस्तकालय',
            description: '6,200 पुस्तकें, तथा ज्ञान संसाधन केंद्र के माध्यम से IEEE Xplore और ACM Digital Library की सुविधा।',
            links: [{ text: 'ज्ञान संसाधन केंद्र', href: '/student/facilities/bbk-resource-center' }],
          },
        ],
        cards: [
          {
            title: 'सॉफ़्टवेयर',
            listItems: [
              'Python, R और Jupyter',
              'Java तथा Eclipse और IntelliJ आईडीई',
              'PostgreSQL, MySQL और MongoDB',
              'नेटवर्क सिम्युलेटर ns-3 और GNS3',
              'प्रयोगशाला के सभी कंप्यूटरों पर Linux',
            ],
          },
          {
            title: 'नियम',
            listItems: [
              { text: 'कंप्यूटर प्रयोगशालाओं के उपयोग के नियम', href: '/docs/cs/laboratory-rules.pdf' },
              'रजिस्टर में हस्ताक्षर करें और आपको आवंटित कंप्यूटर का ही उपयोग करें',
              'अपना काम फ़ाइल सर्वर पर सहेजें; स्थानीय डिस्क हर शनिवार साफ़ की जाती हैं',
            ],
          },
        ],
      },
      {
        content_id: 9,
        layout_type: 'CollapsableImageGrid',
        title: 'फोटो गैलरी',
        sections: [
          {
            heading: 'परिसर और विभाग',
            variant: 'feature-first',
            items: [
              { img: img.csBuilding, title: 'विभाग का भवन' },
              { img: img.campusMainBuilding, title: 'मुख्य भवन' },
              { img: img.campusLake, title: 'परिसर की झील' },
              { img: img.bbkResourceCenter, title: 'ज्ञान संसाधन केंद्र' },
            ],
          },
          {
            heading: 'प्रयोगशालाएँ और कक्षाएँ',
            variant: 'three-column',
            items: [
              img.csLab,
              img.csServerRoom,
              img.csSeminarHall,
              img.csSmartClassroom,
              { img: img.researchLab, title: 'साझा अनुसंधान प्रयोगशाला' },
            ],
          },
          {
            heading: 'कार्यशालाएँ और प्रशिक्षण, 2025',
            variant: 'four-column',
            items: [
              { img: img.csWorkshop, title: 'जनरेटिव एआई कार्यशाला' },
              { img: img.csFdp, title: 'संकाय विकास कार्यक्रम' },
              { img: img.csHackathon, title: 'कोड फ़ॉर कोल्हापुर हैकाथॉन' },
              { img: img.csIndustrialVisit, title: 'सॉफ़्टवेयर पार्क की औद्योगिक यात्रा' },
            ],
          },
          {
            heading: 'समारोह',
            variant: 'two-column',
            items: [
              { img: img.csConvocation, title: 'दीक्षांत समारोह' },
              { img: img.csCulturalEvening, title: 'सांस्कृतिक संध्या' },
              { img: img.csAlumniMeet, title: 'पूर्व विद्यार्थी सम्मेलन' },
              { img: img.yogaDay, title: 'अंतरराष्ट्रीय योग दिवस' },
            ],
          },
          {
            heading: 'खेलकूद',
            variant: 'wide-strip',
            items: [
              { img: img.annualSportsMeet, title: 'वार्षिक क्रीड़ा प्रतियोगिता' },
              { img: img.sportsGround, title: 'खेल मैदान' },
              { img: img.indoorStadium, title: 'इनडोर स्टेडियम' },
            ],
          },
          {
            heading: 'हैकाथॉन: कोड फ़ॉर कोल्हापुर, 14 और 15 मार्च 2025',
            variant: 'compact',
            visible: 4,
            items: [img.csHackathon, img.csLab, img.csSmartClassroom, img.csSeminarHall, img.csFdp, img.csWorkshop],
          },
          {
            heading: 'विभाग के राष्ट्रीय सेवा योजना और एनसीसी स्वयंसेवक',
            variant: 'five-column',
            items: [img.nssTreePlantation, img.nssHealthCamp, img.nccParade, img.nccCamp, img.nccFlagHoisting],
          },
        ],
      },
      {
        content_id: 10,
        layout_type: 'contact-composite',
        title: 'विभाग से संपर्क करें',
        sections: [
          {
            heading: 'पता',
            rows: [
              { icon: 'address', text: ['कंप्यूटर विज्ञान विभाग', UNIVERSITY, ...ADDRESS] },
              {
                icon: 'time',
                text: 'कार्यालय: प्रातः 10.20 से सायं 6.00 बजे तक, भोजनावकाश दोपहर 2.00 से 2.30 बजे तक; दूसरे और चौथे शनिवार को बंद',
              },
            ],
          },
          {
            heading: 'टेलीफ़ोन और ई-मेल',
            rows: [
              { icon: 'phone', text: '+91 231 260 9410', href: 'tel:+912312609410' },
              { icon: 'email', text: 'cs@ssu-kolhapur.ac.in', href: 'mailto:cs@ssu-kolhapur.ac.in' },
              { icon: 'website', text: 'विभाग का पृष्ठ', href: '/academics/computer-science' },
            ],
          },
        ],
        offices: {
          heading: 'विभाग के कार्यालय',
          rows: [
            {
              office: 'विभागाध्यक्ष',
              description: head.name,
              phone: ['+91 231 260 9411'],
              email: 'head.cs@ssu-kolhapur.ac.in',
            },
            {
              office: 'विभागीय कार्यालय',
              description: 'प्रवेश, प्रमाणपत्र और शुल्क',
              phone: ['+91 231 260 9410', '+91 231 260 9412'],
              email: 'cs@ssu-kolhapur.ac.in',
            },
            {
              office: 'पीएच.डी. और अनुसंधान',
              description: 'शोध निर्देशक और रिक्तियाँ',
              phone: ['+91 231 260 9415'],
              email: 'phd.cs@ssu-kolhapur.ac.in',
            },
            {
              office: 'प्रशिक्षण एवं नियोजन प्रकोष्ठ',
              description: 'विभाग के लिए नियोजन',
              phone: ['+91 231 260 9135'],
              email: 'placement@ssu-kolhapur.ac.in',
              link: 'https://www.ncs.gov.in/',
            },
          ],
        },
        registrar_office: {
          heading: 'विभागीय कार्यालय के कर्मचारी',
          rows: [
            { icon: 'person', text: 'श्रीमती शोभा आर. लोहार, कार्यालय अधीक्षक' },
            { icon: 'person', text: 'श्री प्रशांत के. यादव, लिपिक (प्रवेश और छात्रवृत्ति)' },
          ],
        },
      },
    ],
  },
];
