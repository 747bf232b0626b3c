import circularRecords from 'virtual:records/circulars?lang=mr';
import { contentImages } from '../../content-images';
import { csProgrammes as englishProgrammes } from '../computer-science';
import { recordLink } from '../../records/queries';
import { type Stored } from '../../records/samples';
import type { PageContent } from '../../schema/content';
import { updates } from '../updates';
import type { ImageAsset } from '../../schema/site';
import { site } from '../../site';

/** A circular's link for an updates box, titled from its record. */
const circular = (slug: string) => recordLink(circularRecords as Array<Stored<'circulars'>>, slug, 'mr');

/**
 * Department of Computer Science in Marathi (mirrors data/content/computer-science.ts):
 * the same page, sidebar ids and paths, content ids, layouts, documents,
 * pictures, table accessors and intake figures (spec 9); the texts are Marathi,
 * with Devanagari digits in prose (contract item 4). People are fictional; their
 * names are written in Devanagari with Marathi initials.
 */

const UNIVERSITY = site.nameMarathi;
const ADDRESS = ['विद्यानगर, कोल्हापूर ४१६००४', 'महाराष्ट्र, भारत'];

/** An English picture with its Marathi alt text (same file and size). */
const withAlt = (image: ImageAsset, alt: string): ImageAsset => ({ ...image, alt });

const img = {
  csBuilding: withAlt(contentImages.csBuilding, 'संगणकशास्त्र अधिविभागाची इमारत, काचेच्या खिडक्या असलेली आधुनिक इमारत'),
  csLab: withAlt(contentImages.csLab, 'डेस्कटॉप संगणकांच्या रांगा असलेली संगणक प्रयोगशाळा, तेथे काम करणारे विद्यार्थी'),
  csServerRoom: withAlt(contentImages.csServerRoom, 'अधिविभागाच्या डेटा केंद्रातील, स्थितिदर्शक दिवे असलेले सर्व्हर रॅक'),
  csSeminarHall: withAlt(contentImages.csSeminarHall, 'प्रोजेक्शन पडदा, व्यासपीठ आणि खुर्च्यांच्या रांगा असलेले चर्चासत्र सभागृह'),
  csSmartClassroom: withAlt(contentImages.csSmartClassroom, 'परस्परसंवादी फलक असलेली स्मार्ट वर्गखोली, बाकांवर बसलेले विद्यार्थी'),
  csHackathon: withAlt(contentImages.csHackathon, '२४ तासांच्या हॅकेथॉनमध्ये लॅपटॉपवर काम करणारे विद्यार्थ्यांचे संघ'),
  csWorkshop: withAlt(contentImages.csWorkshop, 'कार्यशाळेत बोलणारे तज्ज्ञ वक्ते आणि ऐकणारे सहभागी'),
  csFdp: withAlt(contentImages.csFdp, 'संगणक प्रयोगशाळेत प्राध्यापक विकास कार्यक्रमाच्या सत्रातील शिक्षक'),
  csConvocation: withAlt(contentImages.csConvocation, 'दीक्षांत समारंभानंतर गाऊन घातलेले पदवीधर आपल्या टोप्या हवेत उडवताना'),
  csIndustrialVisit: withAlt(contentImages.csIndustrialVisit, 'सॉफ्टवेअर पार्कच्या औद्योगिक भेटीत बसजवळ उभे असलेले विद्यार्थी'),
  csCulturalEvening: withAlt(
    contentImages.csCulturalEvening,
    'अधिविभागाच्या सांस्कृतिक संध्येत रंगमंचावर लोकनृत्य सादर करणारे विद्यार्थी',
  ),
  csAlumniMeet: withAlt(
    contentImages.csAlumniMeet,
    'माजी विद्यार्थी मेळाव्यात अधिविभागाच्या हिरवळीवर शिक्षकांना भेटणारे माजी विद्यार्थी',
  ),
  csHeadPortrait: withAlt(contentImages.csHeadPortrait, 'संगणकशास्त्र अधिविभागाच्या प्राध्यापक व विभागप्रमुख यांचे छायाचित्र'),
  csFormerHead1: withAlt(contentImages.csFormerHead1, 'अधिविभागाचे संस्थापक प्रमुख प्रा. मधुकर ग. जोशी यांचे छायाचित्र'),
  csFormerHead2: withAlt(contentImages.csFormerHead2, 'अधिविभागाच्या माजी प्रमुख प्रा. लता व. कुलकर्णी यांचे छायाचित्र'),
  csFormerHead3: withAlt(contentImages.csFormerHead3, 'अधिविभागाचे माजी प्रमुख प्रा. श्रीकांत द. पाटील यांचे छायाचित्र'),
  campusMainBuilding: withAlt(
    contentImages.campusMainBuilding,
    'विद्यापीठाची घुमटाकार मुख्य प्रशासकीय इमारत, समोर हिरवळ आणि झाडे',
  ),
  campusLake: withAlt(contentImages.campusLake, 'परिसरातील एक तलाव, काठावर झाडे आणि दूरवर डोंगर'),
  bbkResourceCenter: withAlt(
    contentImages.bbkResourceCenter,
    'ज्ञानस्रोत केंद्र, मोठ्या खिडक्या असलेली दोन मजली लांब ग्रंथालय इमारत',
  ),
  researchLab: withAlt(contentImages.researchLab, 'सूक्ष्मदर्शक व काचपात्रे असलेली संशोधन प्रयोगशाळा, टेबलावर काम करणारा संशोधक'),
  yogaDay: withAlt(contentImages.yogaDay, 'आंतरराष्ट्रीय योग दिनी क्रीडांगणावर योगासने करणारे विद्यार्थी'),
  annualSportsMeet: withAlt(contentImages.annualSportsMeet, 'वार्षिक क्रीडा स्पर्धेत धावमार्गावर धावणारे खेळाडू'),
  sportsGround: withAlt(contentImages.sportsGround, 'धावमार्ग, फुटबॉल मैदान व मंडप असलेले विद्यापीठाचे क्रीडांगण'),
  indoorStadium: withAlt(contentImages.indoorStadium, 'बंदिस्त क्रीडागृहात बॅडमिंटन खेळणारे विद्यार्थी'),
  nssTreePlantation: withAlt(contentImages.nssTreePlantation, 'एका गावात रोपे लावणारे राष्ट्रीय सेवा योजनेचे स्वयंसेवक'),
  nssHealthCamp: withAlt(contentImages.nssHealthCamp, 'मंडपाखालील मोफत आरोग्य तपासणी शिबिरातील स्वयंसेवक व एक डॉक्टर'),
  nccParade: withAlt(contentImages.nccParade, 'राष्ट्रध्वजाजवळ रांगेत उभे असलेले खाकी गणवेश व बेरेट घातलेले एनसीसी छात्र'),
  nccCamp: withAlt(contentImages.nccCamp, 'हिरव्यागार खोऱ्यातील एनसीसी प्रशिक्षण शिबिराचे तंबू आणि कवायत करणारे छात्र'),
  nccFlagHoisting: withAlt(contentImages.nccFlagHoisting, 'प्रजासत्ताक दिनाच्या समारंभात राष्ट्रध्वजाला मानवंदना देणारे छात्र'),
};

const head = {
  name: 'प्रा. अनुराधा र. केळकर',
  position: 'प्राध्यापक व विभागप्रमुख',
  department: 'संगणकशास्त्र अधिविभाग',
};

/** Marathi names of the programmes, in the order of the English rows. */
const programmeNames = [
  'मास्टर ऑफ कॉम्प्युटर ॲप्लिकेशन्स (एमसीए)',
  'एम.एस्सी. संगणकशास्त्र',
  'कृत्रिम बुद्धिमत्ता व मशीन लर्निंगमधील एकात्मिक बी.एस्सी.-एम.एस्सी.',
  'बॅचलर ऑफ कॉम्प्युटर ॲप्लिकेशन्स (बीसीए)',
  'डेटा सायन्समधील पदव्युत्तर पदविका',
  'संगणकशास्त्रातील पीएच.डी.',
];

/**
 * Spec 3 programme rows with the English file's figures (year of inception,
 * intake: spec 9), so they live in one place; an intake given in words is Marathi here.
 */
export const csProgrammes = englishProgrammes.map((row, index) => ({
  ...row,
  programme: programmeNames[index],
  intake_capacity: typeof row.intake_capacity === 'number' ? row.intake_capacity : 'रिक्त जागांनुसार',
}));

export const sectionPages: PageContent[] = [
  {
    path: '/academics/computer-science',
    lastUpdated: '2026-11-12',
    sidebarItems: [
      {
        id: 1,
        itemText: 'संगणकशास्त्र अधिविभाग',
        path: '/academics/computer-science',
        updates: updates(
          [
            'एमसीए व एम.एस्सी. विद्यार्थ्यांसाठी एकत्रित परिसर मुलाखती, १८ नोव्हेंबर २०२५',
            '/docs/student/placement-drive-november-2025.pdf',
          ],
          ['डेटा सायन्सवरील प्राध्यापक विकास कार्यक्रम, १ ते ६ डिसेंबर २०२५', '/docs/cs/fdp-data-science-2025.pdf'],
          ['पीएच.डी. रिक्त जागा २०२५', '/docs/cs/phd-vacancies-2025.pdf'],
          ['प्रवेश माहितीपुस्तिका २०२५-२६', '/docs/cs/brochure-2025-26.pdf'],
          ['अध्यापनाचे वेळापत्रक, प्रथम सत्र २०२५-२६', '/docs/cs/timetable-2025-26-term1.pdf'],
        ),
      },
      {
        id: 2,
        itemText: 'विभागप्रमुखांचे मनोगत',
        path: '/academics/computer-science/heads-desk',
        updates: updates(
          ['अधिविभाग परिचय २०२५', '/docs/cs/department-profile-2025.pdf'],
          ['२०२५-२६ पासून डेटा सायन्समधील नवी पदव्युत्तर पदविका', '/docs/syllabus/pgd-data-science-2025.pdf'],
          ['संशोधन कामगिरी २०२४-२५', '/docs/cs/research-publications-2024-25.pdf'],
          ['संगणकशास्त्र अभ्यास मंडळ', '/governance/statutes/board-of-studies'],
          ['अधिविभागाशी संपर्क', '/academics/computer-science/contact'],
        ),
      },
      {
        id: 3,
        itemText: 'परिचय',
        path: '/academics/computer-science/profile',
        updates: updates(
          ['अधिविभाग परिचय २०२५', '/docs/cs/department-profile-2025.pdf'],
          ['प्रवेश माहितीपुस्तिका २०२५-२६', '/docs/cs/brochure-2025-26.pdf'],
          ['संगणक प्रयोगशाळांचे नियम', '/docs/cs/laboratory-rules.pdf'],
          ['शुल्क रचना २०२५-२६', '/docs/disclosure/fee-structure-2025-26.pdf'],
          ['पायाभूत सुविधा', '/academics/computer-science/infrastructure'],
        ),
      },
      {
        id: 4,
        itemText: 'अभ्यासक्रम',
        path: '/academics/computer-science/programmes',
        updates: updates(
          ['२०२५-२६ पासून एमसीएचा पाठ्यक्रम', '/docs/syllabus/mca-nep-2025.pdf'],
          ['२०२५-२६ पासून एम.एस्सी. संगणकशास्त्राचा पाठ्यक्रम', '/docs/syllabus/msc-cs-nep-2025.pdf'],
          ['एकात्मिक बी.एस्सी.-एम.एस्सी. एआय व एमएलचा पाठ्यक्रम', '/docs/syllabus/integrated-ai-ml-2025.pdf'],
          ['बीसीए (चार वर्षांची ऑनर्स) पाठ्यक्रम', '/docs/syllabus/bca-nep-2025.pdf'],
          ['विद्या परिषदेची डेटा सायन्समधील पदव्युत्तर पदविकेस मंजुरी', '/docs/governance/minutes-ac-2025-02.pdf'],
        ),
      },
      {
        id: 5,
        itemText: 'शिक्षकवर्ग',
        path: '/academics/computer-science/faculty',
        updates: updates(
          ['पीएच.डी.साठी जागा असलेले संशोधन मार्गदर्शक', '/docs/cs/phd-vacancies-2025.pdf'],
          ['शिक्षकांसाठी जनरेटिव्ह एआयवरील कार्यशाळा', '/docs/cs/workshop-generative-ai-2025.pdf'],
          ['संशोधन कामगिरी २०२४-२५', '/docs/cs/research-publications-2024-25.pdf'],
          ['२०२५-२६ साठी मंजूर बीज अनुदान', '/docs/research/seed-grant-results-2025.pdf'],
          ['शिक्षकांसाठी आचारसंहिता', '/docs/governance/policy-code-of-conduct.pdf'],
        ),
      },
      {
        id: 6,
        itemText: 'संशोधन',
        path: '/academics/computer-science/research',
        updates: updates(
          ['संशोधन कामगिरी २०२४-२५', '/docs/cs/research-publications-2024-25.pdf'],
          ['पीएच.डी. रिक्त जागा २०२५', '/docs/cs/phd-vacancies-2025.pdf'],
          ['पीएच.डी. प्रवेश परीक्षा २०२५ चा निकाल', '/docs/news/2025-09-18-phd-entrance-result.pdf'],
          ['संशोधन प्रोत्साहन धोरण', '/docs/research/research-policy-2025.pdf'],
          ['विद्यापीठ संशोधन अधिछात्रवृत्ती', '/student/scholarships/research'],
        ),
      },
      {
        id: 7,
        itemText: 'कार्यक्रम',
        path: '/academics/computer-science/events',
        updates: updates(
          ['पायथनद्वारे डेटा सायन्स: प्राध्यापक विकास कार्यक्रम, १ ते ६ डिसेंबर २०२५', '/docs/cs/fdp-data-science-2025.pdf'],
          ['सायबर सुरक्षेवरील कार्यशाळा, २१ व २२ ऑगस्ट २०२५', '/docs/cs/workshop-cyber-security-2025.pdf'],
          ['जनरेटिव्ह एआयवरील राष्ट्रीय कार्यशाळा, ५ ते ७ फेब्रुवारी २०२५', '/docs/cs/workshop-generative-ai-2025.pdf'],
          circular('2025-09-03-avishkar-registration'),
          ['छायाचित्र दालन', '/academics/computer-science/gallery'],
        ),
      },
      {
        id: 8,
        itemText: 'पायाभूत सुविधा',
        path: '/academics/computer-science/infrastructure',
        updates: updates(
          ['संगणक प्रयोगशाळांचे नियम', '/docs/cs/laboratory-rules.pdf'],
          ['१२० नवे डेस्कटॉप संगणक मंजूर', '/docs/governance/minutes-mc-2025-01.pdf'],
          ['माहिती तंत्रज्ञान व डेटा संरक्षण धोरण', '/docs/governance/policy-it-and-data.pdf'],
          ['ज्ञानस्रोत केंद्र', '/student/facilities/bbk-resource-center'],
          ['छायाचित्र दालन', '/academics/computer-science/gallery'],
        ),
      },
      {
        id: 9,
        itemText: 'छायाचित्र दालन',
        path: '/academics/computer-science/gallery',
        updates: updates(
          ['सायबर सुरक्षा कार्यशाळा: अहवाल', '/docs/cs/workshop-cyber-security-2025.pdf'],
          ['जनरेटिव्ह एआय कार्यशाळा: अहवाल', '/docs/cs/workshop-generative-ai-2025.pdf'],
          ['वार्षिक माजी विद्यार्थी मेळावा, २८ डिसेंबर २०२५', '/docs/student/alumni-meet-2025.pdf'],
          ['६२वा दीक्षांत समारंभ, २० डिसेंबर २०२५', '/docs/news/2025-09-15-convocation-notice.pdf'],
          ['कार्यक्रम', '/academics/computer-science/events'],
        ),
      },
      {
        id: 10,
        itemText: 'संपर्क',
        path: '/academics/computer-science/contact',
        updates: updates(
          ['प्रवेश माहितीपुस्तिका २०२५-२६', '/docs/cs/brochure-2025-26.pdf'],
          ['अध्यापनाचे वेळापत्रक, प्रथम सत्र २०२५-२६', '/docs/cs/timetable-2025-26-term1.pdf'],
          ['परिसरात कसे पोहोचाल', '/about/history/how-to-reach'],
          ['सन २०२५ मधील सुट्ट्या', '/docs/about/holidays-2025.pdf'],
          ['कार्यालयीन वेळ', '/about/office-working-hours'],
        ),
      },
    ],
    contents: [
      {
        content_id: 1,
        layout_type: 'news-composite',
        title: 'संगणकशास्त्र अधिविभाग',
        paragraph: [
          `${UNIVERSITY}ाच्या संगणकशास्त्र अधिविभागाची स्थापना १९८५ मध्ये संगणक उपयोजन पदव्युत्तर पदविकेपासून झाली. आज १४ पूर्णवेळ शिक्षक व ४२ संशोधक विद्यार्थ्यांसह अधिविभाग बीसीएपासून पीएच.डी.पर्यंतच्या सहा अभ्यासक्रमांतील सुमारे ४८० विद्यार्थ्यांना शिकवतो.`,
          'अधिविभाग मशीन लर्निंग, भारतीय भाषांसाठी नैसर्गिक भाषा प्रक्रिया, संगणक नेटवर्क व सुरक्षा आणि प्रतिमा प्रक्रिया या क्षेत्रांत काम करतो. सन २०२४-२५ मध्ये शिक्षकांनी निर्देशित नियतकालिकांत ४६ शोधनिबंध प्रसिद्ध केले आणि त्यांच्या नावे दोन मंजूर एकस्व (पेटंट) आहेत.',
          'अधिविभागाचे पदवीधर पुणे, बेंगळुरू व कोल्हापूर येथील माहिती तंत्रज्ञान कंपन्या, बँका व शासकीय कार्यालयांत तसेच परिसरात उभारलेल्या स्टार्ट-अप्समध्ये काम करतात. अनेक माजी विद्यार्थी दर वर्षी शिकवण्यासाठी, विद्यार्थ्यांना मार्गदर्शन करण्यासाठी आणि भरतीसाठी परत येतात.',
        ],
        images_after_first: [
          { img: img.csBuilding, title: 'अधिविभागाची इमारत' },
          { img: img.csLab, title: 'एक संगणक प्रयोगशाळा' },
        ],
        images_after_second: [
          { img: img.csHackathon, title: '२४ तासांच्या हॅकेथॉनमधील विद्यार्थी' },
          { img: img.csWorkshop, title: 'एक राष्ट्रीय कार्यशाळा' },
          { img: img.csSeminarHall, title: 'चर्चासत्र सभागृह' },
        ],
        important_notices: [
          {
            title: 'प्रवेश २०२५-२६',
            content:
              'एमसीएचे प्रवेश राज्य सामाईक प्रवेश परीक्षा कक्षामार्फत होतात; इतर अभ्यासक्रमांचे प्रवेश ५ जुलै २०२५ रोजी झालेल्या विद्यापीठ प्रवेश परीक्षेद्वारे होतात.',
          },
          {
            title: 'पीएच.डी. रिक्त जागा',
            content: 'चार संशोधन मार्गदर्शकांकडे पीएच.डी.च्या सहा जागा रिक्त; १५ सप्टेंबर २०२५ पर्यंत अर्ज करा.',
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'comment',
        title: 'विभागप्रमुखांचे मनोगत',
        message:
          'प्रिय विद्यार्थी, पालक आणि अभ्यागतहो,\n' +
          'संगणकशास्त्र अधिविभागात आपले स्वागत. गेली चाळीस वर्षे आमचा अधिविभाग कोल्हापूर, सांगली, सातारा व कोकणातील तरुणांना संगणक क्षेत्रातील कारकिर्दीसाठी तयार करत आहे; त्यांपैकी अनेक जण आपल्या कुटुंबातून विद्यापीठात शिकणारे पहिलेच होते.\n' +
          '२०२५-२६ पासून आम्ही नोकरदार व्यावसायिकांसाठी सायंकाळच्या वर्गांसह <strong>डेटा सायन्समधील पदव्युत्तर पदविका</strong> सुरू करत आहोत, आणि <strong>कृत्रिम बुद्धिमत्ता व मशीन लर्निंगमधील एकात्मिक बी.एस्सी.-एम.एस्सी.</strong> अभ्यासक्रमाची तिसरी तुकडी प्रवेश घेत आहे. आमचे सर्व अभ्यासक्रम आता राष्ट्रीय शैक्षणिक धोरण २०२० च्या श्रेयांक आराखड्यानुसार आहेत; त्यामुळे येथे आणि स्वयम् (SWAYAM) वर मिळवलेले श्रेयांक आपल्या पदवीसाठी ग्राह्य धरले जातात.\n' +
          'चांगला संगणकशास्त्रज्ञ सुस्पष्ट कोड लिहितो, डेटाविषयी काळजीपूर्वक प्रश्न विचारतो आणि तंत्रज्ञानाचा जबाबदारीने वापर करतो, असा आमचा विश्वास आहे. आमच्या प्रयोगशाळा रात्री ८ वाजेपर्यंत खुल्या असतात, आमचे शिक्षक कार्यालयीन वेळेत उपलब्ध असतात आणि आमचे माजी विद्यार्थी आपल्याला मार्गदर्शन करण्यास नेहमी तयार असतात.\n' +
          'अधिविभागाला भेट द्यावी, आमच्या खुल्या चर्चासत्रांना उपस्थित राहावे आणि आपल्या सूचना मला लिहून कळवाव्यात, असे मी आपणास आमंत्रण देते.',
        signature: { name: head.name, position: head.position, department: head.department, university: UNIVERSITY },
        image: img.csHeadPortrait,
      },
      {
        content_id: 3,
        layout_type: 'paragraph-image',
        title: 'अधिविभागाचा परिचय',
        paragraph: [
          'सन १९८५ मध्ये स्थापन झालेला हा अधिविभाग महाराष्ट्रात एमसीए सुरू करणाऱ्या पहिल्या अधिविभागांपैकी एक होता. संगणकशास्त्रातील पीएच.डी.साठी हे मान्यताप्राप्त संशोधन केंद्र असून येथील प्रयोगशाळांना डीएसटी-फिस्ट (DST-FIST) योजनेअंतर्गत सहाय्य मिळाले आहे.',
        ],
        image: img.csBuilding,
        caption: 'विज्ञान परिसरातील अधिविभागाची इमारत.',
        extra_paragraph: ['अधिविभाग, त्याचे प्रवेश व नियम यांची सविस्तर माहिती खालील दस्तऐवजांत आहे.'],
      },
      {
        content_id: 3,
        layout_type: 'pdf_list',
        title: 'परिचयविषयक दस्तऐवज',
        sections: [
          { file_name: 'संगणकशास्त्र अधिविभाग: परिचय २०२५', file: '/docs/cs/department-profile-2025.pdf' },
          { file_name: 'प्रवेश माहितीपुस्तिका २०२५-२६', file: '/docs/cs/brochure-2025-26.pdf' },
          { file_name: 'अध्यापनाचे वेळापत्रक, प्रथम सत्र २०२५-२६', file: '/docs/cs/timetable-2025-26-term1.pdf' },
          { file_name: 'संगणक प्रयोगशाळांच्या वापराचे नियम', file: '/docs/cs/laboratory-rules.pdf' },
          {
            file_name: 'अधिविभागाची संशोधन कामगिरी, २०२४-२५',
            file: '/docs/cs/research-publications-2024-25.pdf',
          },
        ],
      },
      {
        content_id: 4,
        layout_type: 'multiple-table',
        title: 'अभ्यासक्रम',
        sections: [
          {
            title: 'उपलब्ध अभ्यासक्रम व प्रवेश क्षमता',
            columns: [
              { heading: 'अ.क्र.', accessor: 'serial_no' },
              { heading: 'अभ्यासक्रम', accessor: 'programme' },
              { heading: 'सुरू झाल्याचे वर्ष', accessor: 'year_of_inception' },
              { heading: 'प्रवेश क्षमता', accessor: 'intake_capacity' },
            ],
            rows: csProgrammes,
          },
          {
            title: 'पात्रता व प्रवेश',
            columns: [
              { heading: 'अभ्यासक्रम', accessor: 'programme' },
              { heading: 'पात्रता', accessor: 'eligibility' },
              { heading: 'प्रवेशाचा मार्ग', accessor: 'admission' },
            ],
            rows: [
              {
                programme: 'एमसीए',
                eligibility:
                  'उच्च माध्यमिक किंवा पदवी स्तरावर गणित विषय घेतलेला कोणत्याही शाखेचा पदवीधर, ५० टक्के गुण (राखीव प्रवर्गांसाठी ४५ टक्के)',
                admission: 'MAH-MCA-CET, राज्य सामाईक प्रवेश परीक्षा कक्ष',
              },
              {
                programme: 'एम.एस्सी. संगणकशास्त्र',
                eligibility: 'संगणकशास्त्र मुख्य विषय घेऊन बी.एस्सी., किंवा बीसीए, ५० टक्के गुणांसह',
                admission: 'विद्यापीठ प्रवेश परीक्षा',
              },
              {
                programme: 'एकात्मिक बी.एस्सी.-एम.एस्सी. एआय व एमएल',
                eligibility: 'गणितासह उच्च माध्यमिक (विज्ञान), ५० टक्के गुण',
                admission: 'विद्यापीठ प्रवेश परीक्षा',
              },
              {
                programme: 'बीसीए',
                eligibility: 'कोणत्याही शाखेतून उच्च माध्यमिक, ४५ टक्के गुण',
                admission: 'उच्च माध्यमिक परीक्षेतील गुणवत्तेनुसार',
              },
              {
                programme: 'डेटा सायन्समधील पदव्युत्तर पदविका',
                eligibility: 'उच्च माध्यमिक स्तरावर गणित विषय घेतलेला कोणत्याही शाखेचा पदवीधर',
                admission: 'विद्यापीठ प्रवेश परीक्षा',
              },
              {
                programme: 'पीएच.डी.',
                eligibility: '५५ टक्के गुणांसह पदव्युत्तर पदवी आणि PET, NET, SET किंवा GATE',
                admission: 'संशोधन मार्गदर्शकांकडील रिक्त जागांनुसार',
              },
            ],
          },
        ],
      },
      {
        content_id: 4,
        layout_type: 'pdf_list',
        title: 'पाठ्यक्रम व सूचना',
        sections: [
          { file_name: 'एमसीए: रचना व पाठ्यक्रम (२०२५-२६ पासून)', file: '/docs/syllabus/mca-nep-2025.pdf' },
          {
            file_name: 'एम.एस्सी. संगणकशास्त्र: रचना व पाठ्यक्रम (२०२५-२६ पासून)',
            file: '/docs/syllabus/msc-cs-nep-2025.pdf',
          },
          {
            file_name: 'एकात्मिक बी.एस्सी.-एम.एस्सी. एआय व एमएल: रचना व पाठ्यक्रम',
            file: '/docs/syllabus/integrated-ai-ml-2025.pdf',
          },
          { file_name: 'बीसीए (चार वर्षांची ऑनर्स): रचना व पाठ्यक्रम', file: '/docs/syllabus/bca-nep-2025.pdf' },
          {
            file_name: 'डेटा सायन्समधील पदव्युत्तर पदविका: रचना व पाठ्यक्रम',
            file: '/docs/syllabus/pgd-data-science-2025.pdf',
          },
          { file_name: 'संगणकशास्त्रातील पीएच.डी.च्या रिक्त जागा, २०२५', file: '/docs/cs/phd-vacancies-2025.pdf' },
        ],
      },
      {
        content_id: 5,
        layout_type: 'multiple-table',
        title: 'शिक्षकवर्ग',
        sections: [
          {
            title: 'अधिविभागातील शिक्षक',
            columns: [
              { heading: 'अ.क्र.', accessor: 'serial_no' },
              { heading: 'शिक्षक', accessor: 'teacher' },
              { heading: 'पदनाम', accessor: 'designation' },
              { heading: 'शैक्षणिक अर्हता', accessor: 'qualification' },
            ],
            rows: [
              {
                serial_no: 1,
                teacher: 'प्रा. अनुराधा र. केळकर',
                designation: 'प्राध्यापक व विभागप्रमुख',
                qualification: 'एम.एस्सी., पीएच.डी. (संगणकशास्त्र)',
              },
              {
                serial_no: 2,
                teacher: 'प्रा. नितीन स. काळे',
                designation: 'प्राध्यापक',
                qualification: 'एम.ई. (संगणक अभियांत्रिकी), पीएच.डी.',
              },
              {
                serial_no: 3,
                teacher: 'डॉ. सुनीता म. पवार',
                designation: 'सहयोगी प्राध्यापक',
                qualification: 'एमसीए, पीएच.डी.',
              },
              {
                serial_no: 4,
                teacher: 'डॉ. राहुल व. चौगुले',
                designation: 'सहयोगी प्राध्यापक',
                qualification: 'एम.एस्सी., पीएच.डी., सेट',
              },
              {
                serial_no: 5,
                teacher: 'डॉ. फरहान इ. शेख',
                designation: 'सहयोगी प्राध्यापक',
                qualification: 'एम.टेक. (आयआयटी मुंबई), पीएच.डी.',
              },
              {
                serial_no: 6,
                teacher: 'डॉ. पूजा स. माने',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एम.एस्सी., पीएच.डी., नेट',
              },
              {
                serial_no: 7,
                teacher: 'डॉ. गणेश ब. कुंभार',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एमसीए, पीएच.डी., नेट',
              },
              {
                serial_no: 8,
                teacher: 'डॉ. आरती प. जाधव',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एम.एस्सी., पीएच.डी.',
              },
              {
                serial_no: 9,
                teacher: 'श्री. सौरभ क. नाईक',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एम.टेक., नेट',
              },
              {
                serial_no: 10,
                teacher: 'श्रीमती प्रियांका र. लाड',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एम.एस्सी., सेट',
              },
              {
                serial_no: 11,
                teacher: 'डॉ. विनय द. कामत',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एम.ई., पीएच.डी.',
              },
              {
                serial_no: 12,
                teacher: 'श्रीमती स्नेहल अ. कोरे',
                designation: 'सहायक प्राध्यापक',
                qualification: 'एमसीए, नेट',
              },
              {
                serial_no: 13,
                teacher: 'श्री. अभिजित म. सालोखे',
                designation: 'सहायक प्राध्यापक (कंत्राटी)',
                qualification: 'एम.एस्सी. (डेटा सायन्स)',
              },
              {
                serial_no: 14,
                teacher: 'श्रीमती तेजस्विनी न. पाटील',
                designation: 'सहायक प्राध्यापक (कंत्राटी)',
                qualification: 'एम.टेक. (कृत्रिम बुद्धिमत्ता)',
              },
            ],
          },
          {
            title: 'तांत्रिक कर्मचारी',
            columns: [
              { heading: 'अ.क्र.', accessor: 'serial_no' },
              { heading: 'नाव', accessor: 'name' },
              { heading: 'पदनाम', accessor: 'designation' },
            ],
            rows: [
              { serial_no: 1, name: 'श्री. दत्तात्रय स. पुजारी', designation: 'सिस्टिम प्रशासक' },
              { serial_no: 2, name: 'श्रीमती मनीषा क. देसाई', designation: 'प्रयोगशाळा सहायक' },
              { serial_no: 3, name: 'श्री. रोहन व. भोसले', designation: 'नेटवर्क अभियंता' },
            ],
          },
        ],
      },
      {
        content_id: 5,
        layout_type: 'image-grid',
        title: 'अधिविभागाचे माजी प्रमुख',
        sections: [
          {
            name: 'प्रा. मधुकर ग. जोशी',
            qualification: 'एम.एस्सी., पीएच.डी. (गणित)',
            tenure: '१९८५ - १९९९',
            img: img.csFormerHead1,
          },
          {
            name: 'प्रा. लता व. कुलकर्णी',
            qualification: 'एम.एस्सी., पीएच.डी. (संगणकशास्त्र)',
            tenure: '१९९९ - २०१२',
            img: img.csFormerHead2,
          },
          {
            name: 'प्रा. श्रीकांत द. पाटील',
            qualification: 'एम.टेक., पीएच.डी.',
            tenure: '२०१२ - २०२१',
            img: img.csFormerHead3,
          },
        ],
      },
      {
        content_id: 6,
        layout_type: 'multiple-table',
        title: 'संशोधन',
        sections: [
          {
            title: 'वर्षनिहाय संशोधन कामगिरी',
            columns: [
              { heading: 'वर्ष', accessor: 'year' },
              { heading: 'ग्रंथप्रकरणे', accessor: 'chapters' },
              { heading: 'शोधनिबंध', accessor: 'papers' },
              { heading: 'प्रसिद्ध एकस्व', accessor: 'patent_published' },
              { heading: 'मंजूर एकस्व', accessor: 'patent_granted' },
              { heading: 'संशोधन प्रकल्प', accessor: 'research_projects' },
            ],
            rows: [
              {
                year: '२०२२-२३',
                chapters: 5,
                papers: 31,
                patent_published: 2,
                patent_granted: 0,
                research_projects: 4,
              },
              {
                year: '२०२३-२४',
                chapters: 7,
                papers: 38,
                patent_published: 3,
                patent_granted: 1,
                research_projects: 5,
              },
              {
                year: '२०२४-२५',
                chapters: 9,
                papers: 46,
                patent_published: 5,
                patent_granted: 2,
                research_projects: 6,
              },
            ],
          },
          {
            title: 'अनुदानित संशोधन प्रकल्प (चालू)',
            columns: [
              { heading: 'अ.क्र.', accessor: 'serial_no' },
              { heading: 'प्रकल्प', accessor: 'project' },
              { heading: 'प्रमुख संशोधक', accessor: 'pi' },
              { heading: 'अनुदान देणारी संस्था', accessor: 'funding_agency' },
              { heading: 'रक्कम (लाख रु.)', accessor: 'amount' },
            ],
            rows: [
              {
                serial_no: 1,
                project: 'पश्चिम महाराष्ट्रातील मराठी बोलीभाषांसाठी उच्चार ओळख',
                pi: 'प्रा. अनुराधा र. केळकर',
                funding_agency: 'विज्ञान व तंत्रज्ञान विभाग',
                amount: '३८.५',
              },
              {
                serial_no: 2,
                project: 'मोबाइल फोनवरील छायाचित्रांतून उसाच्या पानांवरील रोगांचे कमी खर्चात निदान',
                pi: 'डॉ. राहुल व. चौगुले',
                funding_agency: 'राजीव गांधी विज्ञान व तंत्रज्ञान आयोग',
                amount: '१२.०',
              },
              {
                serial_no: 3,
                project: 'ग्रामीण ब्रॉडबँड नेटवर्कसाठी घुसखोरी शोध प्रणाली',
                pi: 'प्रा. नितीन स. काळे',
                funding_agency: 'इलेक्ट्रॉनिक्स व माहिती तंत्रज्ञान मंत्रालय',
                amount: '२४.८',
              },
              {
                serial_no: 4,
                project: 'पीक उत्पादन अंदाजासाठी स्पष्टीकरणक्षम प्रारूपे',
                pi: 'डॉ. सुनीता म. पवार',
                funding_agency: 'विद्यापीठ बीज अनुदान',
                amount: '३.०',
              },
            ],
          },
        ],
      },
      {
        content_id: 6,
        layout_type: 'simple-table',
        title: 'संशोधन क्षेत्रे व संशोधन मार्गदर्शक',
        sections: [
          {
            columns: [
              { heading: 'संशोधन क्षेत्र', accessor: 'area' },
              { heading: 'संशोधन मार्गदर्शक', accessor: 'guides', type: 'order-list', by: 'number' },
              { heading: 'विषय', accessor: 'topics', type: 'unorder-list', by: 'bullet' },
            ],
            rows: [
              {
                area: 'नैसर्गिक भाषा प्रक्रिया',
                guides: ['प्रा. अनुराधा र. केळकर', 'डॉ. आरती प. जाधव'],
                topics: ['मराठी उच्चार ओळख', 'यांत्रिक भाषांतर', 'माहिती पुनर्प्राप्ती'],
              },
              {
                area: 'मशीन लर्निंग',
                guides: ['डॉ. सुनीता म. पवार', 'डॉ. पूजा स. माने'],
                topics: ['स्पष्टीकरणक्षम कृत्रिम बुद्धिमत्ता', 'कृषी डेटा विश्लेषण'],
              },
              {
                area: 'नेटवर्क व सुरक्षा',
                guides: ['प्रा. नितीन स. काळे', 'डॉ. फरहान इ. शेख'],
                topics: ['घुसखोरी शोध', 'सॉफ्टवेअर-निर्धारित नेटवर्क', 'IoT सुरक्षा'],
              },
              {
                area: 'प्रतिमा प्रक्रिया',
                guides: ['डॉ. राहुल व. चौगुले'],
                topics: ['वैद्यकीय प्रतिमाशास्त्र', 'वनस्पती रोग निदान'],
              },
            ],
          },
        ],
      },
      {
        content_id: 6,
        layout_type: 'multiple-table',
        title: 'सध्या सुरू असलेली सल्लागार कामे',
        sections: [],
      },
      {
        content_id: 6,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'अधिविभागाची संशोधन कामगिरी, २०२४-२५',
            file: '/docs/cs/research-publications-2024-25.pdf',
          },
          { file_name: 'संगणकशास्त्रातील पीएच.डी.च्या रिक्त जागा, २०२५', file: '/docs/cs/phd-vacancies-2025.pdf' },
        ],
      },
      {
        content_id: 7,
        layout_type: 'simple-table',
        title: 'कार्यशाळा व प्रशिक्षण कार्यक्रम, २०२५',
        wrappable: true,
        sections: [
          {
            columns: [
              { heading: 'अ.क्र.', accessor: 'serial_no' },
              { heading: 'कार्यशाळा', accessor: 'workshop' },
              { heading: 'विषय', accessor: 'theme' },
              { heading: 'तज्ज्ञ वक्ते', accessor: 'resource', type: 'unorder-list', by: 'bullet' },
              { heading: 'दिनांक', accessor: 'date', type: 'unorder-list', prevTexts: ['पासून:', 'पर्यंत:'] },
            ],
            rows: [
              {
                serial_no: 1,
                workshop: 'अध्यापन व संशोधनासाठी जनरेटिव्ह एआयवरील राष्ट्रीय कार्यशाळा',
                theme: 'लार्ज लँग्वेज मॉडेल्स, रिट्रिव्हल-ऑगमेंटेड जनरेशन आणि जबाबदार वापर',
                resource: [
                  'डॉ. किरण स. राव, डेटा शास्त्रज्ञ, बेंगळुरू',
                  'श्रीमती नीलम प. गोखले, सॉफ्टवेअर आर्किटेक्ट, पुणे',
                  'प्रा. अनुराधा र. केळकर',
                ],
                date: ['५ फेब्रुवारी २०२५', '७ फेब्रुवारी २०२५'],
              },
              {
                serial_no: 2,
                workshop: 'सायबर सुरक्षा व नैतिक हॅकिंगवरील कार्यशाळा',
                theme: 'वेब ॲप्लिकेशनवरील हल्ले, कॅप्चर-द-फ्लॅग, सायबर गुन्ह्यांची तक्रार',
                resource: ['श्री. समीर द. कुलकर्णी, सायबर पोलीस ठाणे, कोल्हापूर', 'प्रा. नितीन स. काळे'],
                date: ['२१ ऑगस्ट २०२५', '२२ ऑगस्ट २०२५'],
              },
              {
                serial_no: 3,
                workshop: 'पायथनद्वारे डेटा सायन्स: प्राध्यापक विकास कार्यक्रम',
                theme: 'डेटा शुद्धीकरण, दृश्यीकरण, रिग्रेशन व वर्गीकरण',
                resource: ['डॉ. सुनीता म. पवार', 'डॉ. पूजा स. माने', 'श्री. अभिजित म. सालोखे'],
                date: ['१ डिसेंबर २०२५', '६ डिसेंबर २०२५'],
              },
              {
                serial_no: 4,
                workshop: 'हॅकेथॉन: कोड फॉर कोल्हापूर',
                theme: 'स्थानिक स्वराज्य संस्था व शेतकऱ्यांसाठी सॉफ्टवेअर',
                resource: ['कोल्हापूर सॉफ्टवेअर पार्क असोसिएशनचे मार्गदर्शक'],
                date: ['१४ मार्च २०२५', '१५ मार्च २०२५'],
              },
            ],
          },
        ],
      },
      {
        content_id: 7,
        layout_type: 'multiple-file-table',
        title: 'कार्यक्रमांचे अहवाल',
        sections: [
          {
            columns: [
              { heading: 'अ.क्र.', accessor: 'serial_no' },
              { heading: 'अहवाल', accessor: 'file_title' },
              { heading: 'दिनांक', accessor: 'date' },
            ],
            rows: [
              {
                serial_no: 1,
                file_title: 'अध्यापन व संशोधनासाठी जनरेटिव्ह एआयवरील राष्ट्रीय कार्यशाळा',
                date: '८ फेब्रुवारी २०२५',
                file: '/docs/cs/workshop-generative-ai-2025.pdf',
              },
              {
                serial_no: 2,
                file_title: 'सायबर सुरक्षा व नैतिक हॅकिंगवरील कार्यशाळा',
                date: '२३ ऑगस्ट २०२५',
                file: '/docs/cs/workshop-cyber-security-2025.pdf',
              },
              {
                serial_no: 3,
                file_title: 'पायथनद्वारे डेटा सायन्स: प्राध्यापक विकास कार्यक्रम',
                date: '६ डिसेंबर २०२५',
                file: '/docs/cs/fdp-data-science-2025.pdf',
              },
              {
                serial_no: 4,
                file_title: 'हॅकेथॉन: कोड फॉर कोल्हापूर (छायाचित्र दालनात)',
                date: '१५ मार्च २०२५',
              },
            ],
          },
        ],
      },
      {
        content_id: 8,
        layout_type: 'paragraph-image',
        title: 'पायाभूत सुविधा',
        paragraph: [
          'अधिविभागात गिगाबिट नेटवर्कने जोडलेले २४० संगणक असलेल्या पाच संगणक प्रयोगशाळा, डीप लर्निंगसाठी जीपीयू सर्व्हर, नेटवर्क व सुरक्षा प्रयोगशाळा, १५० आसनक्षमतेचे चर्चासत्र सभागृह आणि दोन स्मार्ट वर्गखोल्या आहेत.',
        ],
        image: img.csLab,
        caption: 'पदव्युत्तर प्रयोगशाळा, सकाळी ९.०० ते रात्री ८.०० पर्यंत खुली.',
        extra_paragraph: [
          'सर्व प्रयोगशाळांमध्ये प्रोग्रामिंग, डेटाबेस, डेटा सायन्स व नेटवर्क सिम्युलेशनसाठी परवानाधारक व मुक्त स्रोत सॉफ्टवेअर उपलब्ध आहे. विद्यार्थी आपल्या विद्यापीठ खात्याद्वारे अधिविभागाचा फाइल सर्व्हर व परिसरातील वाय-फाय वापरू शकतात.',
        ],
      },
      {
        content_id: 8,
        layout_type: 'multiple-list-cards',
        banner: img.csServerRoom,
        items: [
          {
            icon: 'i-mdi-laptop',
            title: 'संगणक प्रयोगशाळा',
            description: '२४० डेस्कटॉप संगणक असलेल्या पाच प्रयोगशाळा; २०२५ मध्ये १२० संगणक बदलले.',
          },
          {
            icon: 'i-mdi-server',
            title: 'जीपीयू सर्व्हर व डेटा केंद्र',
            description: 'डीप लर्निंग संशोधनासाठी प्रत्येकी ४ ॲक्सिलरेटर असलेले दोन जीपीयू सर्व्हर आणि ४० टीबीचा फाइल सर्व्हर.',
          },
          {
            icon: 'i-mdi-projector-screen',
            title: 'चर्चासत्र सभागृह व स्मार्ट वर्गखोल्या',
            description:
              'व्हिडिओ कॉन्फरन्सिंगची सोय असलेले १५० आसनांचे चर्चासत्र सभागृह आणि परस्परसंवादी फलक असलेल्या दोन स्मार्ट वर्गखोल्या.',
          },
          {
            icon: 'i-mdi-book-open-variant',
            title: 'अधिविभागीय ग्रंथालय',
            description: '६,२०० पुस्तके, तसेच ज्ञानस्रोत केंद्रामार्फत IEEE Xplore व ACM Digital Library ची सुविधा.',
            links: [{ text: 'ज्ञानस्रोत केंद्र', href: '/student/facilities/bbk-resource-center' }],
          },
        ],
        cards: [
          {
            title: 'सॉफ्टवेअर',
            listItems: [
              'Python, R व Jupyter',
              'Java आणि Eclipse व IntelliJ आयडीई',
              'PostgreSQL, MySQL व MongoDB',
              'ns-3 व GNS3 नेटवर्क सिम्युलेटर',
              'प्रयोगशाळेतील सर्व संगणकांवर Linux',
            ],
          },
          {
            title: 'नियम',
            listItems: [
              { text: 'संगणक प्रयोगशाळांच्या वापराचे नियम', href: '/docs/cs/laboratory-rules.pdf' },
              'नोंदवहीत स्वाक्षरी करा आणि आपल्याला दिलेलाच संगणक वापरा',
              'आपले काम फाइल सर्व्हरवर जतन करा; स्थानिक डिस्क दर शनिवारी रिकाम्या केल्या जातात',
            ],
          },
        ],
      },
      {
        content_id: 9,
        layout_type: 'CollapsableImageGrid',
        title: 'छायाचित्र दालन',
        sections: [
          {
            heading: 'परिसर व अधिविभाग',
            variant: 'feature-first',
            items: [
              { img: img.csBuilding, title: 'अधिविभागाची इमारत' },
              { img: img.campusMainBuilding, title: 'मुख्य इमारत' },
              { img: img.campusLake, title: 'परिसरातील तलाव' },
              { img: img.bbkResourceCenter, title: 'ज्ञानस्रोत केंद्र' },
            ],
          },
          {
            heading: 'प्रयोगशाळा व वर्गखोल्या',
            variant: 'three-column',
            items: [
              img.csLab,
              img.csServerRoom,
              img.csSeminarHall,
              img.csSmartClassroom,
              { img: img.researchLab, title: 'सामाईक संशोधन प्रयोगशाळा' },
            ],
          },
          {
            heading: 'कार्यशाळा व प्रशिक्षण, २०२५',
            variant: 'four-column',
            items: [
              { img: img.csWorkshop, title: 'जनरेटिव्ह एआय कार्यशाळा' },
              { img: img.csFdp, title: 'प्राध्यापक विकास कार्यक्रम' },
              { img: img.csHackathon, title: 'कोड फॉर कोल्हापूर हॅकेथॉन' },
              { img: img.csIndustrialVisit, title: 'सॉफ्टवेअर पार्कला औद्योगिक भेट' },
            ],
          },
          {
            heading: 'समारंभ',
            variant: 'two-column',
            items: [
              { img: img.csConvocation, title: 'दीक्षांत समारंभ' },
              { img: img.csCulturalEvening, title: 'सांस्कृतिक संध्या' },
              { img: img.csAlumniMeet, title: 'माजी विद्यार्थी मेळावा' },
              { img: img.yogaDay, title: 'आंतरराष्ट्रीय योग दिन' },
            ],
          },
          {
            heading: 'क्रीडा',
            variant: 'wide-strip',
            items: [
              { img: img.annualSportsMeet, title: 'वार्षिक क्रीडा स्पर्धा' },
              { img: img.sportsGround, title: 'क्रीडांगण' },
              { img: img.indoorStadium, title: 'बंदिस्त क्रीडागृह' },
            ],
          },
          {
            heading: 'हॅकेथॉन: कोड फॉर कोल्हापूर, १४ व १५ मार्च २०२५',
            variant: 'compact',
            visible: 4,
            items: [img.csHackathon, img.csLab, img.csSmartClassroom, img.csSeminarHall, img.csFdp, img.csWorkshop],
          },
          {
            heading: 'अधिविभागातील राष्ट्रीय सेवा योजना व एनसीसीचे स्वयंसेवक',
            variant: 'five-column',
            items: [img.nssTreePlantation, img.nssHealthCamp, img.nccParade, img.nccCamp, img.nccFlagHoisting],
          },
        ],
      },
      {
        content_id: 10,
        layout_type: 'contact-composite',
        title: 'अधिविभागाशी संपर्क',
        sections: [
          {
            heading: 'पत्ता',
            rows: [
              { icon: 'address', text: ['संगणकशास्त्र अधिविभाग', UNIVERSITY, ...ADDRESS] },
              {
                icon: 'time',
                text: 'कार्यालय: सकाळी १०.२० ते सायंकाळी ६.००, भोजन विश्रांती दुपारी २.०० ते २.३०; दुसऱ्या व चौथ्या शनिवारी बंद',
              },
            ],
          },
          {
            heading: 'दूरध्वनी व ई-मेल',
            rows: [
              { icon: 'phone', text: '+91 231 260 9410', href: 'tel:+912312609410' },
              { icon: 'email', text: 'cs@ssu-kolhapur.ac.in', href: 'mailto:cs@ssu-kolhapur.ac.in' },
              { icon: 'website', text: 'अधिविभागाचे पान', href: '/academics/computer-science' },
            ],
          },
        ],
        offices: {
          heading: 'अधिविभागातील कार्यालये',
          rows: [
            {
              office: 'विभागप्रमुख',
              description: head.name,
              phone: ['+91 231 260 9411'],
              email: 'head.cs@ssu-kolhapur.ac.in',
            },
            {
              office: 'अधिविभागीय कार्यालय',
              description: 'प्रवेश, प्रमाणपत्रे व शुल्क',
              phone: ['+91 231 260 9410', '+91 231 260 9412'],
              email: 'cs@ssu-kolhapur.ac.in',
            },
            {
              office: 'पीएच.डी. व संशोधन',
              description: 'संशोधन मार्गदर्शक व रिक्त जागा',
              phone: ['+91 231 260 9415'],
              email: 'phd.cs@ssu-kolhapur.ac.in',
            },
            {
              office: 'प्रशिक्षण व रोजगार कक्ष',
              description: 'अधिविभागासाठी नोकरी नियुक्ती',
              phone: ['+91 231 260 9135'],
              email: 'placement@ssu-kolhapur.ac.in',
              link: 'https://www.ncs.gov.in/',
            },
          ],
        },
        registrar_office: {
          heading: 'अधिविभागीय कार्यालयातील कर्मचारी',
          rows: [
            { icon: 'person', text: 'श्रीमती शोभा र. लोहार, कार्यालय अधीक्षक' },
            { icon: 'person', text: 'श्री. प्रशांत क. यादव, लिपिक (प्रवेश व शिष्यवृत्ती)' },
          ],
        },
      },
    ],
  },
];
