import circularRecords from 'virtual:records/circulars?lang=en';
import { contentImages as img } from '../content-images';
import { recordLink } from '../records/queries';
import { type Stored } from '../records/samples';
import type { PageContent } from '../schema/content';
import { updates } from './updates';
import { site } from '../site';

/** A circular's link for an updates box, titled from its record. */
const circular = (slug: string) => recordLink(circularRecords as Array<Stored<'circulars'>>, slug, 'en');

/**
 * The single-entry sections of the main menu: Academics, Research, IQAC,
 * Incubation Center, International Affairs Cell, NEP2020 and Disclosure. Each
 * is one page; its sidebar adds sub-topics with their own paths (for example
 * /research/phd-admissions). People are fictional.
 */

const inMainBuilding = (where: string) => [`${where}, Main Administrative Building`, ...site.address.slice(1)];

export const sectionPages: PageContent[] = [
  // -------------------------------------------------------------------------
  // /academics
  // -------------------------------------------------------------------------
  {
    path: '/academics',
    lastUpdated: '2026-11-05',
    sidebarItems: [
      {
        id: 1,
        itemText: 'Academics',
        path: '/academics',
        updates: updates(
          ['Academic calendar 2025-26', '/docs/academics/academic-calendar-2025-26.pdf'],
          ['Programmes offered in 2025-26', '/docs/academics/programmes-offered-2025-26.pdf'],
          ['New PG Diploma in Data Science', '/academics/computer-science/programmes'],
          ['NEP 2020: structure of programmes', '/nep'],
          ['Syllabi in force', '/student/syllabus'],
        ),
      },
      {
        id: 2,
        itemText: 'Academic Calendar',
        path: '/academics/calendar',
        updates: updates(
          ['Academic calendar 2025-26', '/docs/academics/academic-calendar-2025-26.pdf'],
          circular('2025-10-06-diwali-vacation'),
          ['October-November 2025 examinations', '/student/examinations/timetable'],
          ['Holidays in 2025', '/docs/about/holidays-2025.pdf'],
          ['Academic Council minutes, 22 May 2025', '/docs/governance/minutes-ac-2025-02.pdf'],
        ),
      },
      {
        id: 3,
        itemText: 'Programmes Offered',
        path: '/academics/programmes',
        updates: updates(
          ['Programmes offered in 2025-26', '/docs/academics/programmes-offered-2025-26.pdf'],
          circular('2025-06-10-pg-admissions'),
          ['Fee structure 2025-26', '/docs/disclosure/fee-structure-2025-26.pdf'],
          ['Undergraduate programmes', '/programmes/ug'],
          ['Postgraduate programmes', '/programmes/pg'],
        ),
      },
    ],
    contents: [
      {
        content_id: 1,
        layout_type: 'paragraph-image',
        title: 'Academics',
        paragraph: [
          `${site.name} teaches 78 programmes in 34 university departments on its campus at Vidyanagar, and through 297 affiliated colleges in the Kolhapur, Sangli and Satara districts. Teaching is organised in four faculties: Science and Technology, Humanities, Commerce and Management, and Interdisciplinary Studies.`,
          'All programmes follow the credit framework of the National Education Policy 2020, with multiple entry and exit, the Academic Bank of Credits and credit transfer from SWAYAM courses.',
        ],
        image: img.campusMainBuilding,
        caption: 'The main building of the university.',
      },
      {
        content_id: 1,
        layout_type: 'bullet-list',
        title: 'Departments and centres',
        sections: [
          { text: 'Department of Computer Science', href: '/academics/computer-science' },
          'Departments of Physics, Chemistry, Mathematics, Statistics, Botany, Zoology, Biotechnology and Environmental Science',
          'Departments of Marathi, English, Hindi, History, Economics, Political Science and Sociology',
          'Departments of Commerce, Management Studies and Law',
          'Interdisciplinary centres for Mass Communication, Women’s Studies and Gandhian Studies',
        ],
      },
      {
        content_id: 2,
        layout_type: 'simple-table',
        title: 'Academic calendar 2025-26',
        isAutoWidth: true,
        sections: [
          {
            columns: ['Activity', 'From', 'To'],
            rows: [
              { activity: 'First term teaching', from: '16 June 2025', to: '18 October 2025' },
              { activity: 'Diwali vacation', from: '20 October 2025', to: '8 November 2025' },
              { activity: 'First term examinations', from: '27 October 2025', to: '22 November 2025' },
              { activity: 'Second term teaching', from: '10 November 2025', to: '30 March 2026' },
              { activity: 'Second term examinations', from: '6 April 2026', to: '15 May 2026' },
              { activity: 'Summer vacation', from: '4 May 2026', to: '14 June 2026' },
            ],
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'pdf_list',
        sections: [{ file_name: 'Academic Calendar 2025-26', file: '/docs/academics/academic-calendar-2025-26.pdf' }],
      },
      {
        content_id: 3,
        layout_type: 'multiple-table',
        title: 'Programmes offered in the university departments, 2025-26',
        sections: [
          {
            columns: [
              'Faculty',
              { heading: 'Departments', accessor: 'departments' },
              { heading: 'Programmes', accessor: 'programmes' },
            ],
            rows: [
              { faculty: 'Science and Technology', departments: 16, programmes: 38 },
              { faculty: 'Humanities', departments: 10, programmes: 22 },
              { faculty: 'Commerce and Management', departments: 4, programmes: 10 },
              { faculty: 'Interdisciplinary Studies', departments: 4, programmes: 8 },
              { bold_heading: 'Total: 34 departments, 78 programmes' },
            ],
          },
        ],
      },
      {
        content_id: 3,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'Programmes Offered in the University Departments, 2025-26',
            file: '/docs/academics/programmes-offered-2025-26.pdf',
          },
        ],
      },
    ],
  },

  // -------------------------------------------------------------------------
  // /research
  // -------------------------------------------------------------------------
  {
    path: '/research',
    lastUpdated: '2026-10-17',
    sidebarItems: [
      {
        id: 1,
        itemText: 'Research',
        path: '/research',
        updates: updates(
          ['Seed grants sanctioned for 2025-26', '/docs/research/seed-grant-results-2025.pdf'],
          ['Ph.D. Entrance Test 2025 result', '/docs/news/2025-09-18-phd-entrance-result.pdf'],
          ['Research promotion policy 2025', '/docs/research/research-policy-2025.pdf'],
          circular('2025-09-03-avishkar-registration'),
          ['Research in Computer Science', '/academics/computer-science/research'],
        ),
      },
      {
        id: 2,
        itemText: 'Ph.D. Admissions',
        path: '/research/phd-admissions',
        updates: updates(
          ['PET 2025 notification', '/docs/research/phd-entrance-test-2025.pdf'],
          ['PET 2025 result', '/docs/news/2025-09-18-phd-entrance-result.pdf'],
          ['Ph.D. vacancies in Computer Science', '/docs/cs/phd-vacancies-2025.pdf'],
          ['Research fellowships', '/student/scholarships/research'],
          ['Ph.D. open defence: names', '/docs/examinations/name-list-phd-viva-2025.pdf'],
        ),
      },
      {
        id: 3,
        itemText: 'Research Funding',
        path: '/research/funding',
        updates: updates(
          ['Seed grants sanctioned for 2025-26', '/docs/research/seed-grant-results-2025.pdf'],
          ['Research promotion policy 2025', '/docs/research/research-policy-2025.pdf'],
          ['University research fellowships', '/docs/student/research-fellowships-2025.pdf'],
          ['Research ethics policy', '/docs/governance/policy-research-ethics.pdf'],
          ['Incubation support', '/incubation-center'],
        ),
      },
    ],
    contents: [
      {
        content_id: 1,
        layout_type: 'personal-figured',
        title: 'Research and Development Cell',
        sections: [
          {
            profile_image: img.researchDirectorPortrait,
            person_name: 'Prof. Vishal N. Gurav',
            position: 'Director, Research and Development Cell',
            text: [
              'The Research and Development Cell promotes and manages research in the university departments and in the 62 recognised research centres of affiliated colleges. It runs the Ph.D. admission process, administers seed grants and research fellowships, files patents and helps teachers apply to national and international funding agencies.',
              'In 2024-25 teachers and scholars of the university published 612 papers in indexed journals, 27 patents were published and 164 Ph.D. degrees were awarded.',
            ],
            more_details: { text: 'Research output on Shodhganga', path: 'https://shodhganga.inflibnet.ac.in/' },
          },
        ],
      },
      {
        content_id: 1,
        layout_type: 'formal-composite',
        sections: [
          {
            heading: 'Research strengths',
            type: 'bullet-list',
            content: [
              'Sugar and agricultural technology',
              'Materials science and nanotechnology',
              'Marathi language, literature and folk culture',
              'Water management in the Western Ghats',
              {
                text: 'Natural language processing and machine learning',
                href: '/academics/computer-science/research',
              },
            ],
          },
        ],
        important_notices: [
          {
            title: 'Avishkar 2025',
            content: 'The university round of the Avishkar research convention is on 8 and 9 October 2025.',
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'formal-composite',
        title: 'Admission to the Ph.D. programme',
        sections: [
          {
            type: 'paragraph',
            content: [
              'Admission follows the UGC (Minimum Standards and Procedures for Award of Ph.D. Degree) Regulations, 2022. Candidates qualify through the university Ph.D. Entrance Test (PET) or are exempt with NET, SET, GATE or a JRF, and are admitted against vacancies with recognised research guides.',
            ],
          },
          {
            heading: 'Steps',
            type: 'order-list',
            content: [
              'Register for PET 2025 online between 22 July and 10 August 2025.',
              'Appear for the test on 24 August 2025.',
              'Approach a research guide with a vacancy and submit a research proposal.',
              'Present the proposal to the Research and Recognition Committee.',
              'Complete the course work of one semester.',
            ],
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'Ph.D. Entrance Test (PET) 2025: notification',
            file: '/docs/research/phd-entrance-test-2025.pdf',
          },
          { file_name: 'Result of PET 2025', file: '/docs/news/2025-09-18-phd-entrance-result.pdf' },
        ],
      },
      {
        content_id: 3,
        layout_type: 'simple-table',
        title: 'Research funding from the university',
        sections: [
          {
            columns: [
              'Scheme',
              { heading: 'Support', accessor: 'support' },
              { heading: 'Eligibility', accessor: 'eligibility', type: 'unorder-list', by: 'bullet' },
            ],
            rows: [
              {
                scheme: 'Seed grant',
                support: 'Up to Rs. 3 lakh for two years',
                eligibility: ['Teachers in their first five years of service'],
              },
              {
                scheme: 'Publication support',
                support: 'Up to Rs. 50,000 a year',
                eligibility: ['Papers in journals indexed in Scopus or Web of Science'],
              },
              {
                scheme: 'Travel grant',
                support: 'Economy air fare and registration',
                eligibility: ['Paper accepted at an international conference', 'Once in two years'],
              },
              {
                scheme: 'Research fellowship',
                support: 'Rs. 20,000 to 22,000 a month',
                eligibility: ['Full-time Ph.D. scholars without another fellowship'],
              },
            ],
          },
        ],
      },
      {
        content_id: 3,
        layout_type: 'pdf_list',
        sections: [
          { file_name: 'Research Promotion Policy 2025', file: '/docs/research/research-policy-2025.pdf' },
          { file_name: 'Seed Grants Sanctioned for 2025-26', file: '/docs/research/seed-grant-results-2025.pdf' },
        ],
      },
    ],
  },

  // -------------------------------------------------------------------------
  // /iqac
  // -------------------------------------------------------------------------
  {
    path: '/iqac',
    lastUpdated: '2026-09-29',
    sidebarItems: [
      {
        id: 1,
        itemText: 'IQAC',
        path: '/iqac',
        updates: updates(
          ['Stakeholder feedback analysis 2024-25', '/docs/iqac/feedback-analysis-2024-25.pdf'],
          ['IQAC meeting of 14 July 2025: minutes', '/docs/iqac/iqac-minutes-2025-02.pdf'],
          ['AQAR 2023-24 submitted to NAAC', '/docs/iqac/aqar-2023-24.pdf'],
          ['NIRF 2025 data', '/docs/governance/nirf-2025-data.pdf'],
          ['Mandatory disclosure', '/disclosure'],
        ),
      },
      {
        id: 2,
        itemText: 'AQAR',
        path: '/iqac/aqar',
        updates: updates(
          ['AQAR 2023-24 (summary)', '/docs/iqac/aqar-2023-24.pdf'],
          ['Annual Report 2024-25', '/docs/governance/annual-report-2024-25.pdf'],
          ['Statistical information 2025', '/docs/about/statistical-information-2025.pdf'],
          ['NIRF 2025 data', '/docs/governance/nirf-2025-data.pdf'],
          ['Reports', '/governance/reports'],
        ),
      },
      {
        id: 3,
        itemText: 'IQAC Meetings',
        path: '/iqac/meetings',
        updates: updates(
          ['Minutes of 14 July 2025', '/docs/iqac/iqac-minutes-2025-02.pdf'],
          ['Academic Council minutes, 12 September 2025', '/docs/governance/minutes-ac-2025-03.pdf'],
          ['Meetings of the authorities', '/governance/meetings'],
          ['Academic calendar 2025-26', '/docs/academics/academic-calendar-2025-26.pdf'],
          ['Boards of Studies', '/governance/statutes/board-of-studies'],
        ),
      },
      {
        id: 4,
        itemText: 'Feedback',
        path: '/iqac/feedback',
        updates: updates(
          ['Feedback analysis 2024-25', '/docs/iqac/feedback-analysis-2024-25.pdf'],
          ['Revised syllabi from 2025-26', '/student/syllabus'],
          ['Grievance redressal', '/student/grievance'],
          ['Placement report 2024-25', '/docs/student/placement-report-2024-25.pdf'],
          ['Alumni', '/student/alumni'],
        ),
      },
    ],
    contents: [
      {
        content_id: 1,
        layout_type: 'paragraph-image',
        title: 'Internal Quality Assurance Cell',
        paragraph: [
          'The Internal Quality Assurance Cell (IQAC) plans, guides and monitors quality in teaching, research and administration, as required by the National Assessment and Accreditation Council (NAAC). The university is accredited with grade A++ (CGPA 3.62) in the fourth cycle.',
        ],
        image: img.iqacQuality,
        caption: 'Quality is measured every year and reported in the AQAR.',
        extra_paragraph: [
          'The IQAC is chaired by the Vice-Chancellor. Its Director is Prof. Shubhangi D. Nikam. Members include senior teachers, officers, two external experts, an alumnus, an employer and a student representative.',
        ],
      },
      {
        content_id: 1,
        layout_type: 'formal-composite',
        sections: [
          {
            heading: 'Functions',
            type: 'arrow-list',
            content: [
              'Annual Quality Assurance Report (AQAR) to NAAC',
              'Academic and administrative audit of departments',
              'Feedback from students, teachers, alumni and employers',
              'Workshops on outcome-based education',
              'Data for the NIRF rankings',
            ],
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'multiple-file-table',
        title: 'Annual Quality Assurance Reports',
        sections: [
          {
            columns: [
              { heading: 'Sr. No.', accessor: 'serial_no' },
              'Year',
              { heading: 'Report', accessor: 'file_title' },
              'Submitted',
            ],
            rows: [
              {
                serial_no: 1,
                year: '2023-24',
                file_title: 'AQAR 2023-24 (summary)',
                submitted: '15 January 2025',
                file: '/docs/iqac/aqar-2023-24.pdf',
              },
              {
                serial_no: 2,
                year: '2022-23',
                file_title: 'AQAR 2022-23 (part of the NAAC self-study report)',
                submitted: '30 December 2023',
              },
            ],
          },
        ],
      },
      {
        content_id: 3,
        layout_type: 'searchbar-table',
        title: 'Minutes of IQAC meetings',
        searchable: false,
        sections: [
          {
            columns: ['Date', { heading: 'Minutes', accessor: 'file_title' }],
            rows: [
              {
                date: '2025-07-14',
                file_title: 'Minutes of the IQAC meeting held on 14 July 2025',
                file: '/docs/iqac/iqac-minutes-2025-02.pdf',
              },
              {
                date: '2025-01-10',
                file_title: 'Minutes of the IQAC meeting held on 10 January 2025 (awaiting confirmation)',
              },
            ],
          },
        ],
      },
      {
        content_id: 4,
        layout_type: 'bullet-list',
        title: 'What stakeholders told us in 2024-25',
        sections: [
          'Feedback from 9,842 students, 612 teachers, 1,107 alumni and 214 employers',
          '86 percent of students rated the curriculum good or excellent',
          'Students asked for more practical work and electives in emerging areas',
          'Employers asked for stronger communication skills',
          {
            text: 'Boards of Studies will consider the feedback in the next revision',
            href: '/governance/statutes/board-of-studies',
          },
        ],
      },
      {
        content_id: 4,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'Analysis of Stakeholder Feedback on the Curriculum, 2024-25',
            file: '/docs/iqac/feedback-analysis-2024-25.pdf',
          },
        ],
      },
    ],
  },

  // -------------------------------------------------------------------------
  // /incubation-center
  // -------------------------------------------------------------------------
  {
    path: '/incubation-center',
    lastUpdated: '2026-08-11',
    sidebarItems: [
      {
        id: 1,
        itemText: 'Incubation Center',
        path: '/incubation-center',
        updates: updates(
          ['Call for applications: cohort 2025-26', '/docs/incubation/call-for-startups-2025.pdf'],
          ['Incubation and start-up policy', '/docs/incubation/incubation-policy.pdf'],
          ['Research promotion policy: sharing patent income', '/docs/research/research-policy-2025.pdf'],
          ['Alumni', '/student/alumni'],
          ['Placement', '/student/placement'],
        ),
      },
      {
        id: 2,
        itemText: 'Apply for Incubation',
        path: '/incubation-center/apply',
        updates: updates(
          ['Applications close on 30 September 2025', '/docs/incubation/call-for-startups-2025.pdf'],
          ['Incubation and start-up policy', '/docs/incubation/incubation-policy.pdf'],
          ['Start-up leave for students', '/docs/incubation/incubation-policy.pdf'],
          ['Research funding', '/research/funding'],
          ['Contact the university', '/contact'],
        ),
      },
      {
        id: 3,
        itemText: 'Incubated Start-ups',
        path: '/incubation-center/startups',
        updates: updates(
          ['Cohort 2025-26: selection on 15 October 2025', '/docs/incubation/call-for-startups-2025.pdf'],
          ['Hackathon: Code for Kolhapur', '/academics/computer-science/events'],
          ['Crop disease detection project', '/docs/cs/research-publications-2024-25.pdf'],
          ['Incubation and start-up policy', '/docs/incubation/incubation-policy.pdf'],
          ['Alumni meet, 28 December 2025', '/docs/student/alumni-meet-2025.pdf'],
        ),
      },
    ],
    contents: [
      {
        content_id: 1,
        layout_type: 'paragraph-image',
        title: 'Sahyadri Innovation and Incubation Foundation',
        paragraph: [
          'The Sahyadri Innovation and Incubation Foundation (SIIF) is the incubation centre of the university, registered as a section 8 company. It supports start-ups by students, alumni, teachers and entrepreneurs of the region in agriculture technology, food processing, textiles, clean energy and software.',
        ],
        image: img.incubationWorkspace,
        caption: 'Founders at work in the incubation centre.',
      },
      {
        content_id: 1,
        layout_type: 'multiple-list-cards',
        items: [
          {
            icon: 'i-mdi-domain',
            title: 'Workspace',
            description: 'Office seats, internet and meeting rooms at Rs. 1,000 a seat a month.',
          },
          {
            icon: 'i-mdi-account-tie',
            title: 'Mentoring',
            description: 'Industry experts and faculty members meet each start-up every month.',
          },
          {
            icon: 'i-mdi-rocket-launch',
            title: 'Seed support',
            description: 'Up to Rs. 10 lakh under the Maharashtra State Innovation Society scheme.',
          },
          {
            icon: 'i-mdi-flask',
            title: 'Laboratories',
            description: 'Access to university laboratories and testing facilities at university rates.',
          },
        ],
        cards: [
          {
            title: 'Documents',
            listItems: [
              { text: 'Incubation and start-up policy', href: '/docs/incubation/incubation-policy.pdf' },
              { text: 'Call for applications 2025-26', href: '/docs/incubation/call-for-startups-2025.pdf' },
            ],
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'formal-composite',
        title: 'Apply for incubation',
        sections: [
          {
            type: 'order-list',
            content: [
              'Read the incubation policy and the call for applications.',
              'Apply online by 30 September 2025 with a short pitch deck.',
              'Short-listed teams present to the selection panel on 15 October 2025.',
              'Selected start-ups sign an incubation agreement and move in from 3 November 2025.',
            ],
          },
        ],
        important_notices: [
          {
            title: 'Students',
            content:
              'Students may take one semester of start-up leave, counted towards attendance, with the approval of the head of the department.',
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'Call for Applications: Incubation Cohort 2025-26',
            file: '/docs/incubation/call-for-startups-2025.pdf',
          },
          { file_name: 'Incubation and Start-up Policy', file: '/docs/incubation/incubation-policy.pdf' },
        ],
      },
      {
        content_id: 3,
        layout_type: 'multiple-table',
        title: 'Start-ups in the incubation centre',
        sections: [
          {
            columns: [
              { heading: 'Sr. No.', accessor: 'serial_no' },
              'Start-up',
              'Sector',
              'Founders',
              { heading: 'Since', accessor: 'since' },
            ],
            rows: [
              {
                serial_no: 1,
                start_up: 'KrushiDrishti Labs',
                sector: 'Agriculture technology',
                founders: 'M.Sc. Computer Science alumni',
                since: 2023,
              },
              {
                serial_no: 2,
                start_up: 'Panchganga Foods',
                sector: 'Food processing (jaggery products)',
                founders: 'M.Com. student and a local entrepreneur',
                since: 2024,
              },
              {
                serial_no: 3,
                start_up: 'Vastra Loop',
                sector: 'Textile recycling',
                founders: 'Women entrepreneurs from Ichalkaranji',
                since: 2024,
              },
              {
                serial_no: 4,
                start_up: 'SunRoof Analytics',
                sector: 'Rooftop solar monitoring',
                founders: 'Department of Physics research scholars',
                since: 2025,
              },
            ],
          },
        ],
      },
    ],
  },

  // -------------------------------------------------------------------------
  // /international-affairs
  // -------------------------------------------------------------------------
  {
    path: '/international-affairs',
    lastUpdated: '2026-10-02',
    sidebarItems: [
      {
        id: 1,
        itemText: 'International Affairs Cell',
        path: '/international-affairs',
        updates: updates(
          [
            'Admission of foreign nationals and NRI students 2025-26',
            '/docs/international/foreign-students-admission-2025.pdf',
          ],
          ['Active international agreements', '/docs/international/mou-list-2025.pdf'],
          ['Degree verification for universities abroad', '/student/digital-degree/verification'],
          ['Transcripts at the SFC', '/student/sfc'],
          ['Hostels', '/student/facilities'],
        ),
      },
      {
        id: 2,
        itemText: 'Admission of International Students',
        path: '/international-affairs/admissions',
        updates: updates(
          ['Admission guidelines 2025-26', '/docs/international/foreign-students-admission-2025.pdf'],
          ['Programmes offered', '/academics/programmes'],
          ['Fee structure 2025-26', '/docs/disclosure/fee-structure-2025-26.pdf'],
          ['Hostel admission rules', '/docs/student/hostel-admission-rules-2025.pdf'],
          ['Anti-ragging policy', '/docs/governance/policy-anti-ragging.pdf'],
        ),
      },
      {
        id: 3,
        itemText: 'International Collaborations',
        path: '/international-affairs/collaborations',
        updates: updates(
          ['Active international agreements, 2025', '/docs/international/mou-list-2025.pdf'],
          ['Research promotion policy: travel grants', '/docs/research/research-policy-2025.pdf'],
          ['Research at the university', '/research'],
          ['Management Council minutes, 24 June 2025', '/docs/governance/minutes-mc-2025-04.pdf'],
          ['Contact the cell', '/international-affairs/contact'],
        ),
      },
      {
        id: 4,
        itemText: 'Contact',
        path: '/international-affairs/contact',
        updates: updates(
          ['Admission guidelines 2025-26', '/docs/international/foreign-students-admission-2025.pdf'],
          ['How to reach the campus', '/about/history/how-to-reach'],
          ['Office working hours', '/about/office-working-hours'],
          ['Holidays in 2025', '/docs/about/holidays-2025.pdf'],
          ['Contact the university', '/contact'],
        ),
      },
    ],
    contents: [
      {
        content_id: 1,
        layout_type: 'paragraph-image',
        title: 'International Affairs Cell',
        paragraph: [
          'The International Affairs Cell welcomes students and scholars from other countries, and helps teachers and students of the university take part in exchanges, joint research and conferences abroad. In 2025-26, 146 students from 17 countries study at the university.',
        ],
        image: img.internationalGlobe,
        caption: 'Partner universities on four continents.',
        extra_paragraph: [
          'The cell helps international students with admission, visas, registration with the Foreigners Regional Registration Office, hostel accommodation and health insurance.',
        ],
      },
      {
        content_id: 2,
        layout_type: 'formal-composite',
        title: 'Admission of international students',
        sections: [
          {
            type: 'paragraph',
            content: [
              'Foreign nationals, persons of Indian origin and NRI students may apply for admission to the programmes of the university departments through the cell. Admissions under the Study in India programme and ICCR scholarships are also accepted.',
            ],
          },
          {
            heading: 'Steps',
            type: 'order-list',
            content: [
              'Apply online with copies of your passport and academic transcripts.',
              'Obtain an eligibility certificate from the university.',
              'Obtain a student visa endorsed for the university.',
              'Register with the Foreigners Regional Registration Office within 14 days of arrival.',
            ],
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'Admission of Foreign Nationals and NRI Students, 2025-26',
            file: '/docs/international/foreign-students-admission-2025.pdf',
          },
        ],
      },
      {
        content_id: 3,
        layout_type: 'multiple-table',
        title: 'International collaborations',
        sections: [
          {
            title: 'Active memoranda of understanding',
            columns: [
              { heading: 'Sr. No.', accessor: 'serial_no' },
              'Institution',
              'Country',
              { heading: 'Area of collaboration', accessor: 'area' },
            ],
            rows: [
              {
                serial_no: 1,
                institution: 'University of Nottingham',
                country: 'United Kingdom',
                area: 'Sugar technology',
              },
              {
                serial_no: 2,
                institution: 'Kyungpook National University',
                country: 'South Korea',
                area: 'Materials science',
              },
              {
                serial_no: 3,
                institution: 'University of Mauritius',
                country: 'Mauritius',
                area: 'Marathi and Indian studies',
              },
              {
                serial_no: 4,
                institution: 'Curtin University',
                country: 'Australia',
                area: 'Agricultural water management',
              },
            ],
          },
        ],
      },
      {
        content_id: 3,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'Active International Memoranda of Understanding, 2025',
            file: '/docs/international/mou-list-2025.pdf',
          },
        ],
      },
      {
        content_id: 4,
        layout_type: 'governance-contact-composite',
        title: 'Contact the International Affairs Cell',
        sections: [
          {
            heading: 'Director, International Affairs Cell',
            address: inMainBuilding('Second floor'),
            contacts: [
              { type: 'phone', value: '+91 231 260 9140' },
              { type: 'email', value: 'international@ssu-kolhapur.ac.in' },
            ],
          },
          {
            heading: 'International student desk',
            contacts: [
              { type: 'phone', value: '+91 231 260 9141', label: 'Admissions and visas' },
              { type: 'email', value: 'isd@ssu-kolhapur.ac.in' },
            ],
          },
        ],
      },
    ],
  },

  // -------------------------------------------------------------------------
  // /nep
  // -------------------------------------------------------------------------
  {
    path: '/nep',
    lastUpdated: '2026-07-24',
    sidebarItems: [
      {
        id: 1,
        itemText: `NEP2020 ${site.shortName}`,
        path: '/nep',
        updates: updates(
          ['Structure of programmes from 2025-26', '/docs/nep/nep-implementation-2025.pdf'],
          ['Create your ABC ID', '/docs/nep/abc-registration-guide.pdf'],
          ['SWAYAM credit transfer', '/docs/student/swayam-credit-transfer-2025.pdf'],
          ['Academic Council adopts ABC guidelines', '/docs/governance/minutes-ac-2025-03.pdf'],
          ['Syllabi in force', '/student/syllabus'],
        ),
      },
      {
        id: 2,
        itemText: 'Programme Structure',
        path: '/nep/structure',
        updates: updates(
          ['NEP implementation guidelines', '/docs/nep/nep-implementation-2025.pdf'],
          ['BCA four-year honours syllabus', '/docs/syllabus/bca-nep-2025.pdf'],
          ['Integrated B.Sc.-M.Sc. AI and ML', '/docs/syllabus/integrated-ai-ml-2025.pdf'],
          ['Academic calendar 2025-26', '/docs/academics/academic-calendar-2025-26.pdf'],
          ['Undergraduate programmes', '/programmes/ug'],
        ),
      },
      {
        id: 3,
        itemText: 'Academic Bank of Credits',
        path: '/nep/abc',
        updates: updates(
          ['How to create your ABC ID', '/docs/nep/abc-registration-guide.pdf'],
          ['Link your ABC ID for the digital degree', '/student/digital-degree/apply'],
          ['SWAYAM courses for credit', '/student/swayam'],
          ['Sign in to the student portal', '/student/login'],
          ['Students Facilitation Centre', '/student/sfc'],
        ),
      },
    ],
    contents: [
      {
        content_id: 1,
        layout_type: 'paragraph-image',
        title: `National Education Policy 2020 at ${site.shortName}`,
        paragraph: [
          'The university has implemented the National Education Policy 2020 in all its programmes, following the guidelines of the Government of Maharashtra. Students choose a major and a minor subject, open electives, vocational and skill courses, and courses on the Indian Knowledge System.',
        ],
        image: img.nepBanner,
        caption: 'Step by step: certificate, diploma, degree and honours.',
        extra_paragraph: [
          'Credits earned at the university, in other universities and on SWAYAM are stored in the Academic Bank of Credits, so that a student can leave and rejoin a programme without losing them.',
          {
            text: 'राष्ट्रीय शैक्षणिक धोरण 2020 नुसार विद्यार्थ्यांना एका वर्षानंतर प्रमाणपत्र, दोन वर्षांनंतर पदविका आणि तीन वर्षांनंतर पदवी घेऊन बाहेर पडता येते.',
            lang: 'mr',
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'simple-table',
        title: 'Four-year undergraduate programme: exits and awards',
        isAutoWidth: true,
        sections: [
          {
            columns: [
              { heading: 'After', accessor: 'after' },
              'Credits',
              'Award',
              { heading: 'Notes', accessor: 'notes', type: 'unorder-list', by: 'none' },
            ],
            rows: [
              {
                after: 'Year 1',
                credits: 44,
                award: 'UG Certificate',
                notes: ['With a 4-credit summer internship or skill course'],
              },
              {
                after: 'Year 2',
                credits: 88,
                award: 'UG Diploma',
                notes: ['With a 4-credit summer internship or skill course'],
              },
              { after: 'Year 3', credits: 132, award: 'Bachelor’s degree', notes: ['Three-year degree'] },
              {
                after: 'Year 4',
                credits: 176,
                award: 'Bachelor’s degree (Honours) or (Honours with Research)',
                notes: ['Research option needs a CGPA of 7.5'],
              },
            ],
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'Implementation of NEP 2020: Structure of Programmes from 2025-26',
            file: '/docs/nep/nep-implementation-2025.pdf',
          },
        ],
      },
      {
        content_id: 3,
        layout_type: 'formal-composite',
        title: 'Academic Bank of Credits (ABC)',
        sections: [
          {
            type: 'paragraph',
            content: [
              'Every student must have an ABC ID (APAAR) so that credits are stored and can be transferred. The university uploads your credits after every result.',
            ],
          },
          {
            heading: 'Create your ABC ID',
            type: 'order-list',
            content: [
              'Open DigiLocker and sign in with your Aadhaar-linked mobile number.',
              'Choose Academic Bank of Credits and create your ABC ID.',
              'Enter the ABC ID in your profile on the student portal.',
            ],
          },
        ],
      },
      {
        content_id: 3,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'How to Create Your Academic Bank of Credits (ABC) ID',
            file: '/docs/nep/abc-registration-guide.pdf',
          },
        ],
      },
    ],
  },

  // -------------------------------------------------------------------------
  // /disclosure
  // -------------------------------------------------------------------------
  {
    path: '/disclosure',
    lastUpdated: '2026-11-18',
    sidebarItems: [
      {
        id: 1,
        itemText: 'Disclosure',
        path: '/disclosure',
        updates: updates(
          ['Mandatory disclosure 2025', '/docs/disclosure/mandatory-disclosure-2025.pdf'],
          ['RTI section 4(1)(b) information', '/docs/disclosure/rti-section-4-2025.pdf'],
          ['Fee structure 2025-26', '/docs/disclosure/fee-structure-2025-26.pdf'],
          ['Annual accounts 2024-25', '/docs/governance/annual-accounts-2024-25.pdf'],
          ['NIRF 2025 data', '/docs/governance/nirf-2025-data.pdf'],
        ),
      },
      {
        id: 2,
        itemText: 'Right to Information',
        path: '/disclosure/rti',
        updates: updates(
          ['Section 4(1)(b) information 2025', '/docs/disclosure/rti-section-4-2025.pdf'],
          ['Organisation structure', '/docs/about/organization-structure.pdf'],
          ['Officers of the university', '/governance/officers'],
          ['Organogram', '/docs/about/organogram.pdf'],
          ['Office working hours', '/about/office-working-hours'],
        ),
      },
      {
        id: 3,
        itemText: 'Fee Structure',
        path: '/disclosure/fees',
        updates: updates(
          ['Fee structure 2025-26', '/docs/disclosure/fee-structure-2025-26.pdf'],
          ['Fee Fixation Committee report', '/docs/about/authorities/fee-fixation-committee-report.pdf'],
          ['Hostel and mess fees 2025-26', '/docs/student/hostel-fee-2025-26.pdf'],
          ['Scholarships and freeship', '/student/scholarships'],
          ['Fees at the SFC', '/docs/student/sfc-services-and-fees.pdf'],
        ),
      },
    ],
    contents: [
      {
        content_id: 1,
        layout_type: 'pdf_list',
        title: 'Public disclosures',
        sections: [
          {
            file_name: 'Mandatory Disclosure under the UGC Guidelines, 2025',
            file: '/docs/disclosure/mandatory-disclosure-2025.pdf',
          },
          {
            file_name: 'Information under Section 4(1)(b) of the RTI Act, 2005',
            file: '/docs/disclosure/rti-section-4-2025.pdf',
          },
          {
            file_name: 'Fee Structure of University Department Programmes, 2025-26',
            file: '/docs/disclosure/fee-structure-2025-26.pdf',
          },
          { file_name: 'Annual Accounts 2024-25 (summary)', file: '/docs/governance/annual-accounts-2024-25.pdf' },
          { file_name: 'Data Submitted for the NIRF India Rankings 2025', file: '/docs/governance/nirf-2025-data.pdf' },
          { file_name: 'Annual Report 2024-25 (summary)', file: '/docs/governance/annual-report-2024-25.pdf' },
        ],
      },
      {
        content_id: 2,
        layout_type: 'formal-composite',
        title: 'Right to Information',
        sections: [
          {
            type: 'paragraph',
            content: [
              'Any citizen may ask the university for information under the Right to Information Act, 2005. Applications may be made in English, Marathi or Hindi, on paper or online.',
            ],
          },
          {
            heading: 'How to apply',
            type: 'order-list',
            content: [
              'Write to the Public Information Officer with the information you need.',
              'Pay the fee of Rs. 10 in cash, by demand draft or online. Applicants below the poverty line pay no fee.',
              'The information is given within 30 days.',
              'If you are not satisfied, appeal to the First Appellate Authority within 30 days.',
            ],
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'governance-contact-composite',
        sections: [
          {
            heading: 'Public Information Officer: Deputy Registrar (General Administration)',
            address: inMainBuilding('Ground floor'),
            contacts: [
              { type: 'phone', value: '+91 231 260 9070' },
              { type: 'email', value: 'pio@ssu-kolhapur.ac.in' },
            ],
          },
          {
            heading: 'First Appellate Authority: Registrar',
            address: inMainBuilding('Ground floor'),
            contacts: [
              { type: 'phone', value: '+91 231 260 9062' },
              { type: 'email', value: 'registrar@ssu-kolhapur.ac.in' },
            ],
          },
        ],
      },
      {
        content_id: 3,
        layout_type: 'simple-table',
        title: 'Annual fees of university department programmes, 2025-26 (Rs.)',
        isAutoWidth: true,
        sections: [
          {
            columns: ['Programme', 'Tuition', 'Other', 'Total'],
            rows: [
              { programme: 'MCA', tuition: '52,000', other: '6,500', total: '58,500' },
              { programme: 'M.Sc. Computer Science', tuition: '28,000', other: '5,500', total: '33,500' },
              { programme: 'BCA', tuition: '24,000', other: '4,000', total: '28,000' },
              { programme: 'M.A. (any subject)', tuition: '6,200', other: '3,100', total: '9,300' },
              { programme: 'M.Com.', tuition: '7,400', other: '3,100', total: '10,500' },
            ],
          },
        ],
      },
      {
        content_id: 3,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'Fee Structure of University Department Programmes, 2025-26',
            file: '/docs/disclosure/fee-structure-2025-26.pdf',
          },
        ],
      },
    ],
  },
];
