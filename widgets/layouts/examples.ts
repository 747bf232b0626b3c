import aboutImages from '../../data/images/about.json';
import contentImages from '../../data/images/content.json';
import { newsTableRows } from '../../data/content/news-table';
import { sampleNewsRows } from '../news/sample';
import type { ContentItem } from '../../data/schema/content';
import type { LayoutType } from '../../data/schema/layouts';
import { LayoutView } from './LayoutView';

/**
 * One minimal, valid example per layout type (spec 2.6), for the content
 * writer, the server-render test and the browser tests; plus edge cases.
 * `LayoutView` renders each (root element with data-layout).
 */
export const layoutExamples: { [T in LayoutType]: Extract<ContentItem, { layout_type: T }> } = {
  'formal-composite': {
    content_id: 1,
    layout_type: 'formal-composite',
    title: 'Mission, vision and goals',
    sections: [
      { heading: 'Vision', type: 'paragraph', content: ['To make knowledge a power for change.'] },
      { heading: 'Mission', type: 'bullet-list', content: ['Quality education', 'Useful research'] },
      { heading: 'Goals', type: 'order-list', content: ['Access', 'Excellence'] },
      { heading: 'Values', type: 'arrow-list', content: ['Integrity', { text: 'Service', href: '/about' }] },
    ],
    important_notices: [{ title: 'Adopted', content: 'By the Senate in 2019.' }],
  },
  'personal-figured': {
    content_id: 1,
    layout_type: 'personal-figured',
    sections: [
      {
        profile_image: aboutImages.chancellor,
        person_name: 'Shri Vasantrao Deshmukh',
        position: 'Chancellor',
        text: 'The Governor of Maharashtra is the Chancellor of the university.',
        more_details: { text: 'Raj Bhavan, Maharashtra', path: 'https://rajbhavan-maharashtra.gov.in/' },
      },
    ],
  },
  'image-grid': {
    content_id: 1,
    layout_type: 'image-grid',
    sections: [
      { name: 'Dr. Vishnu G. Apte', qualification: 'M.A., Ph.D.', tenure: '1962 - 1966', img: aboutImages.formerVc1 },
      {
        name: 'Prof. Yeshwant S. Khandekar',
        qualification: 'M.Sc., D.Phil.',
        tenure: '1966 - 1972',
        img: aboutImages.formerVc2,
      },
    ],
  },
  'news-composite': {
    content_id: 1,
    layout_type: 'news-composite',
    paragraph: ['First paragraph.', 'Second paragraph.', 'Third paragraph.'],
    images_after_first: [{ img: contentImages.campusLake, title: 'Lake' }, { img: contentImages.campusMainBuilding }],
    images_after_second: [
      { img: aboutImages.rankalaLake },
      { img: aboutImages.newPalace },
      { img: aboutImages.panhalaFort, title: 'Panhala' },
    ],
    important_notices: [{ title: 'Note', listItems: ['One', 'Two'] }],
  },
  'city-composite': {
    content_id: 1,
    layout_type: 'city-composite',
    sections: [
      { type: 'paragraph', heading: 'Kolhapur', content: ['A historic city.'] },
      { type: 'list', items: [{ bold: 'District:', text: 'Kolhapur' }] },
      { type: 'Images-list', images: [{ img: aboutImages.rankalaLake, title: 'Rankala Lake' }] },
    ],
    important_notices: [
      { title: 'Places', listItems: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] },
    ],
  },
  'contact-composite': {
    content_id: 1,
    layout_type: 'contact-composite',
    sections: [
      {
        heading: 'Address',
        rows: [
          { icon: 'address', text: ['Vidyanagar', 'Kolhapur 416004'] },
          { icon: 'email', text: 'info@ssu-kolhapur.ac.in' },
        ],
      },
    ],
    offices: {
      heading: 'Offices',
      rows: [
        {
          office: 'Registrar',
          description: 'Administration',
          phone: ['+91 231 260 9062', '+91 231 260 9063'],
          email: 'registrar@ssu-kolhapur.ac.in',
          link: 'https://www.ugc.gov.in/',
        },
      ],
    },
    registrar_office: { heading: 'Registrar office', rows: [{ icon: 'person', text: 'Dr. Meenal Shinde, Registrar' }] },
  },
  'searchbar-table': {
    content_id: 1,
    layout_type: 'searchbar-table',
    searchable: true,
    sections: [
      {
        columns: [
          { heading: 'Sr. No.', accessor: 'serial_no' },
          { heading: 'Date', accessor: 'date' },
          { heading: 'Title', accessor: 'file_title' },
          { heading: 'File', accessor: 'file' },
        ],
        rows: newsTableRows(sampleNewsRows),
        isHeader: true,
      },
    ],
  },
  comment: {
    content_id: 1,
    layout_type: 'comment',
    message:
      'Dear students,\nWelcome to <strong>SSU</strong>.<script>alert(1)</script>\n<a href="https://example.org/">Read more</a>',
    signature: {
      name: 'Prof. (Dr.) Sunanda Kulkarni',
      position: 'Vice-Chancellor',
      department: 'Office of the Vice-Chancellor',
      university: 'Sahyadri State University',
    },
  },
  pdf_list: {
    content_id: 1,
    layout_type: 'pdf_list',
    sections: [
      { file_name: 'Holidays 2025', file: '/docs/about/holidays-2025.pdf' },
      { file_name: 'Holidays 2026 (not yet published)' },
    ],
  },
  'simple-table': {
    content_id: 1,
    layout_type: 'simple-table',
    isAutoWidth: true,
    wrappable: true,
    sections: [
      {
        columns: [
          'Particulars',
          { heading: 'Numbered', accessor: 'numbered', type: 'order-list', by: 'number' },
          { heading: 'Lettered', accessor: 'lettered', type: 'order-list', by: 'letter' },
          { heading: 'Plain', accessor: 'plain', type: 'order-list', by: 'none' },
          { heading: 'Bullets', accessor: 'bullets', type: 'unorder-list', by: 'bullet' },
          { heading: 'No bullets', accessor: 'nobullets', type: 'unorder-list', by: 'none' },
          { heading: 'Contact', accessor: 'contact', type: 'unorder-list', prevTexts: ['Phone:', 'Email:'] },
          'Description',
        ],
        rows: [
          {
            particulars: 'Lists',
            numbered: ['one', 'two'],
            lettered: ['one', 'two'],
            plain: ['one', 'two'],
            bullets: ['one', 'two'],
            nobullets: ['one', 'two'],
            contact: ['+91 231 260 9062', 'registrar@ssu-kolhapur.ac.in'],
          },
          { bold_heading: 'Descriptions' },
          { particulars: 'Description', Description: { title: 'Faculties', listItems: ['Science', 'Commerce'] } },
        ],
      },
    ],
  },
  'multiple-table': {
    content_id: 1,
    layout_type: 'multiple-table',
    sections: [
      {
        title: 'Board of Studies in Computer Science',
        columns: ['Name', 'Role'],
        rows: [{ name: 'Dr. R. P. Kulkarni', role: 'Chairperson' }],
      },
      { title: 'Board of Studies in Music', columns: ['Name', 'Role'], rows: [] },
    ],
  },
  'multiple-file-table': {
    content_id: 1,
    layout_type: 'multiple-file-table',
    sections: [
      {
        title: 'Documents',
        columns: ['Sr. No.', { heading: 'Document', accessor: 'file_title' }],
        rows: [
          {
            sr_no_: 1,
            file_title: 'Senate members',
            file: '/docs/about/authorities/senate-members.pdf',
            file_name: 'senate-members.pdf',
          },
          { sr_no_: 2, file_title: 'Minutes (awaiting confirmation)' },
        ],
      },
    ],
  },
  'bullet-list': {
    content_id: 1,
    layout_type: 'bullet-list',
    sections: ['Senate', { text: 'Academic Council', href: '/about/authorities/academic-council' }],
  },
  'paragraph-image': {
    content_id: 1,
    layout_type: 'paragraph-image',
    paragraph: ['The campus covers 853 acres.'],
    image: contentImages.campusMainBuilding,
    caption: 'The main building',
    extra_paragraph: [{ text: 'विद्यानगर परिसर', lang: 'mr' }],
  },
  CollapsableImageGrid: {
    content_id: 1,
    layout_type: 'CollapsableImageGrid',
    sections: [
      {
        heading: 'Campus',
        variant: 'three-column',
        visible: 2,
        items: [
          contentImages.campusLake,
          { img: contentImages.campusMainBuilding, title: 'Main building' },
          contentImages.csLab,
          contentImages.csSeminarHall,
        ],
      },
      { heading: 'Events', variant: 'feature-first', items: [contentImages.csHackathon, contentImages.csWorkshop] },
    ],
  },
  'governance-contact-composite': {
    content_id: 1,
    layout_type: 'governance-contact-composite',
    sections: [
      {
        heading: 'Office of the Registrar',
        address: ['Main Administrative Building', 'Vidyanagar, Kolhapur 416004'],
        contacts: [
          { type: 'phone', value: '+91 231 260 9062' },
          { type: 'email', value: 'registrar@ssu-kolhapur.ac.in' },
          { type: 'fax', value: '+91 231 269 1533' },
        ],
      },
    ],
  },
  paragraph: {
    content_id: 1,
    layout_type: 'paragraph',
    sections: [
      { heading: 'Vision', paragraph: ['To develop character and leadership.'] },
      { heading: 'Mission', paragraph: ['To create a pool of organised youth.'] },
      { heading: 'Motto Of NCC', paragraph: ['Unity and Discipline'] },
      {
        heading: 'Activities',
        paragraph: ['Camps and parades.'],
        list: ['Annual training camp'],
        images: [{ img: contentImages.nccParade, title: 'Parade' }, { img: contentImages.nccCamp }],
      },
    ],
  },
  studentlogin: { content_id: 1, layout_type: 'studentlogin', title: 'Student Login' },
  'multiple-list-cards': {
    content_id: 1,
    layout_type: 'multiple-list-cards',
    banner: contentImages.studentBanner,
    items: [
      {
        icon: 'i-mdi-school',
        title: 'Admissions',
        description: 'How to apply.',
        links: [{ text: 'Students Facilitation Centre', href: '/student/sfc' }],
      },
    ],
    cards: [{ title: 'Quick links', listItems: [{ text: 'Syllabus', href: '/student/syllabus' }, 'Scholarships'] }],
  },
};

/** The component the examples render. */
export const component = LayoutView;

/** Named examples: every layout by its type name, plus edge cases. */
export const examples: Record<string, { item: ContentItem }> = {
  default: { item: layoutExamples['formal-composite'] },
  ...Object.fromEntries(Object.entries(layoutExamples).map(([type, item]) => [type, { item }])),
  'searchbar-table without data': {
    item: { content_id: 1, layout_type: 'searchbar-table', sections: [{ columns: ['Date', 'Title'], rows: [] }] },
  },
  'multiple-table without tables': {
    item: { content_id: 1, layout_type: 'multiple-table', title: 'Boards', sections: [] },
  },
  'table without header': {
    item: {
      content_id: 1,
      layout_type: 'simple-table',
      sections: [{ isHeader: false, shadow: true, columns: ['A', 'B'], rows: [{ a: 1, b: 2 }] }],
    },
  },
  'files not viewable or downloadable': {
    item: { ...layoutExamples['multiple-file-table'], viewable: false, downloadble: false },
  },
};
