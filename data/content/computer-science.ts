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
 * Department of Computer Science (menu: Academics > Department of Computer
 * Science and its children): one page at /academics/computer-science whose
 * sidebar items are the department's sub-pages. Programme intake follows spec 9:
 * MCA 60, MSc 60, integrated BSc-MSc in AI and ML 30, BCA 60, PG Diploma in
 * Data Science 40, PhD by vacancies. People are fictional.
 */

const head = {
  name: 'Prof. Anuradha R. Kelkar',
  position: 'Professor and Head',
  department: 'Department of Computer Science',
};

/** Spec 3 programme rows: serial_no, programme, year_of_inception, intake_capacity. */
export const csProgrammes = [
  { serial_no: 1, programme: 'Master of Computer Applications (MCA)', year_of_inception: 1985, intake_capacity: 60 },
  { serial_no: 2, programme: 'M.Sc. Computer Science', year_of_inception: 1998, intake_capacity: 60 },
  {
    serial_no: 3,
    programme: 'Integrated B.Sc.-M.Sc. in Artificial Intelligence and Machine Learning',
    year_of_inception: 2023,
    intake_capacity: 30,
  },
  { serial_no: 4, programme: 'Bachelor of Computer Applications (BCA)', year_of_inception: 2001, intake_capacity: 60 },
  { serial_no: 5, programme: 'PG Diploma in Data Science', year_of_inception: 2025, intake_capacity: 40 },
  { serial_no: 6, programme: 'Ph.D. in Computer Science', year_of_inception: 1992, intake_capacity: 'By vacancies' },
];

export const sectionPages: PageContent[] = [
  {
    path: '/academics/computer-science',
    lastUpdated: '2026-11-12',
    sidebarItems: [
      {
        id: 1,
        itemText: 'Department of Computer Science',
        path: '/academics/computer-science',
        updates: updates(
          [
            'Pooled campus drive for MCA and M.Sc. students, 18 November 2025',
            '/docs/student/placement-drive-november-2025.pdf',
          ],
          ['Faculty development programme on data science, 1 to 6 December 2025', '/docs/cs/fdp-data-science-2025.pdf'],
          ['Ph.D. vacancies 2025', '/docs/cs/phd-vacancies-2025.pdf'],
          ['Admission brochure 2025-26', '/docs/cs/brochure-2025-26.pdf'],
          ['Teaching timetable, first term 2025-26', '/docs/cs/timetable-2025-26-term1.pdf'],
        ),
      },
      {
        id: 2,
        itemText: "Head's Desk",
        path: '/academics/computer-science/heads-desk',
        updates: updates(
          ['Department profile 2025', '/docs/cs/department-profile-2025.pdf'],
          ['New PG Diploma in Data Science from 2025-26', '/docs/syllabus/pgd-data-science-2025.pdf'],
          ['Research output 2024-25', '/docs/cs/research-publications-2024-25.pdf'],
          ['Board of Studies in Computer Science', '/governance/statutes/board-of-studies'],
          ['Contact the department', '/academics/computer-science/contact'],
        ),
      },
      {
        id: 3,
        itemText: 'Profile',
        path: '/academics/computer-science/profile',
        updates: updates(
          ['Department profile 2025', '/docs/cs/department-profile-2025.pdf'],
          ['Admission brochure 2025-26', '/docs/cs/brochure-2025-26.pdf'],
          ['Rules for the computer laboratories', '/docs/cs/laboratory-rules.pdf'],
          ['Fee structure 2025-26', '/docs/disclosure/fee-structure-2025-26.pdf'],
          ['Infrastructure', '/academics/computer-science/infrastructure'],
        ),
      },
      {
        id: 4,
        itemText: 'Programmes',
        path: '/academics/computer-science/programmes',
        updates: updates(
          ['MCA syllabus from 2025-26', '/docs/syllabus/mca-nep-2025.pdf'],
          ['M.Sc. Computer Science syllabus from 2025-26', '/docs/syllabus/msc-cs-nep-2025.pdf'],
          ['Integrated B.Sc.-M.Sc. AI and ML syllabus', '/docs/syllabus/integrated-ai-ml-2025.pdf'],
          ['BCA (four-year honours) syllabus', '/docs/syllabus/bca-nep-2025.pdf'],
          ['Academic Council approves the PG Diploma in Data Science', '/docs/governance/minutes-ac-2025-02.pdf'],
        ),
      },
      {
        id: 5,
        itemText: 'Faculty',
        path: '/academics/computer-science/faculty',
        updates: updates(
          ['Research guides with Ph.D. vacancies', '/docs/cs/phd-vacancies-2025.pdf'],
          ['Workshop on generative AI for teachers', '/docs/cs/workshop-generative-ai-2025.pdf'],
          ['Research output 2024-25', '/docs/cs/research-publications-2024-25.pdf'],
          ['Seed grants sanctioned for 2025-26', '/docs/research/seed-grant-results-2025.pdf'],
          ['Code of conduct for teachers', '/docs/governance/policy-code-of-conduct.pdf'],
        ),
      },
      {
        id: 6,
        itemText: 'Research',
        path: '/academics/computer-science/research',
        updates: updates(
          ['Research output 2024-25', '/docs/cs/research-publications-2024-25.pdf'],
          ['Ph.D. vacancies 2025', '/docs/cs/phd-vacancies-2025.pdf'],
          ['Ph.D. Entrance Test 2025 result', '/docs/news/2025-09-18-phd-entrance-result.pdf'],
          ['Research promotion policy', '/docs/research/research-policy-2025.pdf'],
          ['University research fellowships', '/student/scholarships/research'],
        ),
      },
      {
        id: 7,
        itemText: 'Events',
        path: '/academics/computer-science/events',
        updates: updates(
          ['FDP on data science with Python, 1 to 6 December 2025', '/docs/cs/fdp-data-science-2025.pdf'],
          ['Workshop on cyber security, 21 and 22 August 2025', '/docs/cs/workshop-cyber-security-2025.pdf'],
          ['National workshop on generative AI, 5 to 7 February 2025', '/docs/cs/workshop-generative-ai-2025.pdf'],
          circular('2025-09-03-avishkar-registration'),
          ['Photo gallery', '/academics/computer-science/gallery'],
        ),
      },
      {
        id: 8,
        itemText: 'Infrastructure',
        path: '/academics/computer-science/infrastructure',
        updates: updates(
          ['Rules for the computer laboratories', '/docs/cs/laboratory-rules.pdf'],
          ['120 new desktop computers approved', '/docs/governance/minutes-mc-2025-01.pdf'],
          ['IT and data protection policy', '/docs/governance/policy-it-and-data.pdf'],
          ['Knowledge Resource Centre', '/student/facilities/bbk-resource-center'],
          ['Photo gallery', '/academics/computer-science/gallery'],
        ),
      },
      {
        id: 9,
        itemText: 'Photo Gallery',
        path: '/academics/computer-science/gallery',
        updates: updates(
          ['Workshop on cyber security: report', '/docs/cs/workshop-cyber-security-2025.pdf'],
          ['Generative AI workshop: report', '/docs/cs/workshop-generative-ai-2025.pdf'],
          ['Annual alumni meet, 28 December 2025', '/docs/student/alumni-meet-2025.pdf'],
          ['62nd convocation, 20 December 2025', '/docs/news/2025-09-15-convocation-notice.pdf'],
          ['Events', '/academics/computer-science/events'],
        ),
      },
      {
        id: 10,
        itemText: 'Contact',
        path: '/academics/computer-science/contact',
        updates: updates(
          ['Admission brochure 2025-26', '/docs/cs/brochure-2025-26.pdf'],
          ['Teaching timetable, first term 2025-26', '/docs/cs/timetable-2025-26-term1.pdf'],
          ['How to reach the campus', '/about/history/how-to-reach'],
          ['Holidays in 2025', '/docs/about/holidays-2025.pdf'],
          ['Office working hours', '/about/office-working-hours'],
        ),
      },
    ],
    contents: [
      {
        content_id: 1,
        layout_type: 'news-composite',
        title: 'Department of Computer Science',
        paragraph: [
          `The Department of Computer Science of ${site.name} was established in 1985 with a postgraduate diploma in computer applications. Today it teaches about 480 students in six programmes, from the BCA to the Ph.D., with 14 full-time teachers and 42 research scholars.`,
          'The department works on machine learning, natural language processing for Indian languages, computer networks and security, and image processing. Its teachers published 46 papers in indexed journals in 2024-25 and hold two granted patents.',
          'Graduates of the department work with IT companies in Pune, Bengaluru and Kolhapur, in banks and government offices, and in start-ups incubated on the campus. Many alumni return every year to teach, mentor students and recruit.',
        ],
        images_after_first: [
          { img: img.csBuilding, title: 'The department building' },
          { img: img.csLab, title: 'A computer laboratory' },
        ],
        images_after_second: [
          { img: img.csHackathon, title: 'Students at the 24-hour hackathon' },
          { img: img.csWorkshop, title: 'A national workshop' },
          { img: img.csSeminarHall, title: 'The seminar hall' },
        ],
        important_notices: [
          {
            title: 'Admissions 2025-26',
            content:
              'MCA admissions are through the State CET Cell; other programmes through the university entrance test held on 5 July 2025.',
          },
          {
            title: 'Ph.D. vacancies',
            content: 'Six Ph.D. vacancies with four research guides; apply by 15 September 2025.',
          },
        ],
      },
      {
        content_id: 2,
        layout_type: 'comment',
        title: "From the Head's desk",
        message:
          'Dear students, parents and visitors,\n' +
          'Welcome to the Department of Computer Science. For forty years our department has prepared young people from Kolhapur, Sangli, Satara and the Konkan for careers in computing, and many of them were the first in their families to study at a university.\n' +
          'From 2025-26 we offer a <strong>PG Diploma in Data Science</strong> with evening classes for working professionals, and the <strong>integrated B.Sc.-M.Sc. in Artificial Intelligence and Machine Learning</strong> admits its third batch. All our programmes now follow the credit framework of NEP 2020, so that credits earned here and on SWAYAM count towards your degree.\n' +
          'We believe that a good computer scientist writes clear code, asks careful questions about data and uses technology responsibly. Our laboratories are open until 8 p.m., our teachers are available during office hours, and our alumni are always ready to guide you.\n' +
          'I invite you to visit the department, attend our open seminars and write to me with your suggestions.',
        signature: { name: head.name, position: head.position, department: head.department, university: site.name },
        image: img.csHeadPortrait,
      },
      {
        content_id: 3,
        layout_type: 'paragraph-image',
        title: 'Profile of the department',
        paragraph: [
          'Founded in 1985, the department was among the first in Maharashtra to offer the MCA. It is recognised as a research centre for the Ph.D. in Computer Science and has received support under the DST-FIST programme for its laboratories.',
        ],
        image: img.csBuilding,
        caption: 'The department building on the science campus.',
        extra_paragraph: ['The documents below describe the department, its admissions and its rules in detail.'],
      },
      {
        content_id: 3,
        layout_type: 'pdf_list',
        title: 'Profile documents',
        sections: [
          { file_name: 'Department of Computer Science: Profile 2025', file: '/docs/cs/department-profile-2025.pdf' },
          { file_name: 'Admission Brochure 2025-26', file: '/docs/cs/brochure-2025-26.pdf' },
          { file_name: 'Teaching Timetable, First Term 2025-26', file: '/docs/cs/timetable-2025-26-term1.pdf' },
          { file_name: 'Rules for the Use of Computer Laboratories', file: '/docs/cs/laboratory-rules.pdf' },
          {
            file_name: 'Research Output of the Department, 2024-25',
            file: '/docs/cs/research-publications-2024-25.pdf',
          },
        ],
      },
      {
        content_id: 4,
        layout_type: 'multiple-table',
        title: 'Programmes',
        sections: [
          {
            title: 'Programmes offered and intake capacity',
            columns: [
              { heading: 'Sr. No.', accessor: 'serial_no' },
              'Programme',
              { heading: 'Year of inception', accessor: 'year_of_inception' },
              { heading: 'Intake capacity', accessor: 'intake_capacity' },
            ],
            rows: csProgrammes,
          },
          {
            title: 'Eligibility and admission',
            columns: ['Programme', 'Eligibility', { heading: 'Admission through', accessor: 'admission' }],
            rows: [
              {
                programme: 'MCA',
                eligibility:
                  'Any graduate with mathematics at the higher secondary or degree level, 50 percent marks (45 percent for reserved categories)',
                admission: 'MAH-MCA-CET, State CET Cell',
              },
              {
                programme: 'M.Sc. Computer Science',
                eligibility: 'B.Sc. with Computer Science as a principal subject, or BCA, with 50 percent marks',
                admission: 'University entrance test',
              },
              {
                programme: 'Integrated B.Sc.-M.Sc. AI and ML',
                eligibility: 'Higher secondary (science) with mathematics, 50 percent marks',
                admission: 'University entrance test',
              },
              {
                programme: 'BCA',
                eligibility: 'Higher secondary in any stream, 45 percent marks',
                admission: 'Merit in the higher secondary examination',
              },
              {
                programme: 'PG Diploma in Data Science',
                eligibility: 'Any graduate with mathematics at the higher secondary level',
                admission: 'University entrance test',
              },
              {
                programme: 'Ph.D.',
                eligibility: 'Master’s degree with 55 percent marks and PET, NET, SET or GATE',
                admission: 'Vacancies with research guides',
              },
            ],
          },
        ],
      },
      {
        content_id: 4,
        layout_type: 'pdf_list',
        title: 'Syllabi and notices',
        sections: [
          { file_name: 'MCA: structure and syllabus (2025-26 onwards)', file: '/docs/syllabus/mca-nep-2025.pdf' },
          {
            file_name: 'M.Sc. Computer Science: structure and syllabus (2025-26 onwards)',
            file: '/docs/syllabus/msc-cs-nep-2025.pdf',
          },
          {
            file_name: 'Integrated B.Sc.-M.Sc. AI and ML: structure and syllabus',
            file: '/docs/syllabus/integrated-ai-ml-2025.pdf',
          },
          { file_name: 'BCA (four-year honours): structure and syllabus', file: '/docs/syllabus/bca-nep-2025.pdf' },
          {
            file_name: 'PG Diploma in Data Science: structure and syllabus',
            file: '/docs/syllabus/pgd-data-science-2025.pdf',
          },
          { file_name: 'Ph.D. vacancies in Computer Science, 2025', file: '/docs/cs/phd-vacancies-2025.pdf' },
        ],
      },
      {
        content_id: 5,
        layout_type: 'multiple-table',
        title: 'Faculty',
        sections: [
          {
            title: 'Teachers of the department',
            columns: [{ heading: 'Sr. No.', accessor: 'serial_no' }, 'Teacher', 'Designation', 'Qualification'],
            rows: [
              {
                serial_no: 1,
                teacher: 'Prof. Anuradha R. Kelkar',
                designation: 'Professor and Head',
                qualification: 'M.Sc., Ph.D. (Computer Science)',
              },
              {
                serial_no: 2,
                teacher: 'Prof. Nitin S. Kale',
                designation: 'Professor',
                qualification: 'M.E. (Computer Engineering), Ph.D.',
              },
              {
                serial_no: 3,
                teacher: 'Dr. Sunita M. Pawar',
                designation: 'Associate Professor',
                qualification: 'MCA, Ph.D.',
              },
              {
                serial_no: 4,
                teacher: 'Dr. Rahul V. Chougule',
                designation: 'Associate Professor',
                qualification: 'M.Sc., Ph.D., SET',
              },
              {
                serial_no: 5,
                teacher: 'Dr. Farhan I. Shaikh',
                designation: 'Associate Professor',
                qualification: 'M.Tech. (IIT Bombay), Ph.D.',
              },
              {
                serial_no: 6,
                teacher: 'Dr. Pooja S. Mane',
                designation: 'Assistant Professor',
                qualification: 'M.Sc., Ph.D., NET',
              },
              {
                serial_no: 7,
                teacher: 'Dr. Ganesh B. Kumbhar',
                designation: 'Assistant Professor',
                qualification: 'MCA, Ph.D., NET',
              },
              {
                serial_no: 8,
                teacher: 'Dr. Aarti P. Jadhav',
                designation: 'Assistant Professor',
                qualification: 'M.Sc., Ph.D.',
              },
              {
                serial_no: 9,
                teacher: 'Mr. Saurabh K. Naik',
                designation: 'Assistant Professor',
                qualification: 'M.Tech., NET',
              },
              {
                serial_no: 10,
                teacher: 'Ms. Priyanka R. Lad',
                designation: 'Assistant Professor',
                qualification: 'M.Sc., SET',
              },
              {
                serial_no: 11,
                teacher: 'Dr. Vinay D. Kamat',
                designation: 'Assistant Professor',
                qualification: 'M.E., Ph.D.',
              },
              {
                serial_no: 12,
                teacher: 'Ms. Snehal A. Kore',
                designation: 'Assistant Professor',
                qualification: 'MCA, NET',
              },
              {
                serial_no: 13,
                teacher: 'Mr. Abhijit M. Salokhe',
                designation: 'Assistant Professor (contract)',
                qualification: 'M.Sc. (Data Science)',
              },
              {
                serial_no: 14,
                teacher: 'Ms. Tejaswini N. Patil',
                designation: 'Assistant Professor (contract)',
                qualification: 'M.Tech. (AI)',
              },
            ],
          },
          {
            title: 'Technical staff',
            columns: [{ heading: 'Sr. No.', accessor: 'serial_no' }, 'Name', 'Designation'],
            rows: [
              { serial_no: 1, name: 'Mr. Dattatray S. Pujari', designation: 'System Administrator' },
              { serial_no: 2, name: 'Mrs. Manisha K. Desai', designation: 'Laboratory Assistant' },
              { serial_no: 3, name: 'Mr. Rohan V. Bhosale', designation: 'Network Engineer' },
            ],
          },
        ],
      },
      {
        content_id: 5,
        layout_type: 'image-grid',
        title: 'Former heads of the department',
        sections: [
          {
            name: 'Prof. Madhukar G. Joshi',
            qualification: 'M.Sc., Ph.D. (Mathematics)',
            tenure: '1985 - 1999',
            img: img.csFormerHead1,
          },
          {
            name: 'Prof. Lata V. Kulkarni',
            qualification: 'M.Sc., Ph.D. (Computer Science)',
            tenure: '1999 - 2012',
            img: img.csFormerHead2,
          },
          {
            name: 'Prof. Shrikant D. Patil',
            qualification: 'M.Tech., Ph.D.',
            tenure: '2012 - 2021',
            img: img.csFormerHead3,
          },
        ],
      },
      {
        content_id: 6,
        layout_type: 'multiple-table',
        title: 'Research',
        sections: [
          {
            title: 'Research output by year',
            columns: [
              'Year',
              { heading: 'Book chapters', accessor: 'chapters' },
              { heading: 'Papers', accessor: 'papers' },
              { heading: 'Patents published', accessor: 'patent_published' },
              { heading: 'Patents granted', accessor: 'patent_granted' },
              { heading: 'Research projects', accessor: 'research_projects' },
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
            title: 'Funded research projects (ongoing)',
            columns: [
              { heading: 'Sr. No.', accessor: 'serial_no' },
              'Project',
              { heading: 'Principal investigator', accessor: 'pi' },
              'Funding agency',
              { heading: 'Amount (Rs. lakh)', accessor: 'amount' },
            ],
            rows: [
              {
                serial_no: 1,
                project: 'Speech recognition for Marathi dialects of western Maharashtra',
                pi: 'Prof. Anuradha R. Kelkar',
                funding_agency: 'Department of Science and Technology',
                amount: '38.5',
              },
              {
                serial_no: 2,
                project: 'Low-cost detection of sugarcane leaf diseases from phone images',
                pi: 'Dr. Rahul V. Chougule',
                funding_agency: 'Rajiv Gandhi Science and Technology Commission',
                amount: '12.0',
              },
              {
                serial_no: 3,
                project: 'Intrusion detection for rural broadband networks',
                pi: 'Prof. Nitin S. Kale',
                funding_agency: 'Ministry of Electronics and IT',
                amount: '24.8',
              },
              {
                serial_no: 4,
                project: 'Explainable models for crop yield forecasting',
                pi: 'Dr. Sunita M. Pawar',
                funding_agency: 'University seed grant',
                amount: '3.0',
              },
            ],
          },
        ],
      },
      {
        content_id: 6,
        layout_type: 'simple-table',
        title: 'Research areas and guides',
        sections: [
          {
            columns: [
              { heading: 'Research area', accessor: 'area' },
              { heading: 'Research guides', accessor: 'guides', type: 'order-list', by: 'number' },
              { heading: 'Topics', accessor: 'topics', type: 'unorder-list', by: 'bullet' },
            ],
            rows: [
              {
                area: 'Natural language processing',
                guides: ['Prof. Anuradha R. Kelkar', 'Dr. Aarti P. Jadhav'],
                topics: ['Marathi speech recognition', 'Machine translation', 'Information retrieval'],
              },
              {
                area: 'Machine learning',
                guides: ['Dr. Sunita M. Pawar', 'Dr. Pooja S. Mane'],
                topics: ['Explainable AI', 'Agricultural data analytics'],
              },
              {
                area: 'Networks and security',
                guides: ['Prof. Nitin S. Kale', 'Dr. Farhan I. Shaikh'],
                topics: ['Intrusion detection', 'Software-defined networks', 'IoT security'],
              },
              {
                area: 'Image processing',
                guides: ['Dr. Rahul V. Chougule'],
                topics: ['Medical imaging', 'Plant disease detection'],
              },
            ],
          },
        ],
      },
      {
        content_id: 6,
        layout_type: 'multiple-table',
        title: 'Consultancy assignments in progress',
        sections: [],
      },
      {
        content_id: 6,
        layout_type: 'pdf_list',
        sections: [
          {
            file_name: 'Research Output of the Department, 2024-25',
            file: '/docs/cs/research-publications-2024-25.pdf',
          },
          { file_name: 'Ph.D. Vacancies in Computer Science, 2025', file: '/docs/cs/phd-vacancies-2025.pdf' },
        ],
      },
      {
        content_id: 7,
        layout_type: 'simple-table',
        title: 'Workshops and training programmes, 2025',
        wrappable: true,
        sections: [
          {
            columns: [
              { heading: 'Sr. No.', accessor: 'serial_no' },
              'Workshop',
              'Theme',
              { heading: 'Resource persons', accessor: 'resource', type: 'unorder-list', by: 'bullet' },
              { heading: 'Date', accessor: 'date', type: 'unorder-list', prevTexts: ['From:', 'To:'] },
            ],
            rows: [
              {
                serial_no: 1,
                workshop: 'National Workshop on Generative AI for Teaching and Research',
                theme: 'Large language models, retrieval-augmented generation and responsible use',
                resource: [
                  'Dr. Kiran S. Rao, data scientist, Bengaluru',
                  'Ms. Neelam P. Gokhale, software architect, Pune',
                  'Prof. Anuradha R. Kelkar',
                ],
                date: ['5 February 2025', '7 February 2025'],
              },
              {
                serial_no: 2,
                workshop: 'Workshop on Cyber Security and Ethical Hacking',
                theme: 'Web application attacks, capture-the-flag, reporting cyber crime',
                resource: ['Mr. Sameer D. Kulkarni, Kolhapur cyber police station', 'Prof. Nitin S. Kale'],
                date: ['21 August 2025', '22 August 2025'],
              },
              {
                serial_no: 3,
                workshop: 'Faculty Development Programme on Data Science with Python',
                theme: 'Data cleaning, visualisation, regression and classification',
                resource: ['Dr. Sunita M. Pawar', 'Dr. Pooja S. Mane', 'Mr. Abhijit M. Salokhe'],
                date: ['1 December 2025', '6 December 2025'],
              },
              {
                serial_no: 4,
                workshop: 'Hackathon: Code for Kolhapur',
                theme: 'Software for local government and farmers',
                resource: ['Mentors from the Kolhapur Software Park Association'],
                date: ['14 March 2025', '15 March 2025'],
              },
            ],
          },
        ],
      },
      {
        content_id: 7,
        layout_type: 'multiple-file-table',
        title: 'Event reports',
        sections: [
          {
            columns: [
              { heading: 'Sr. No.', accessor: 'serial_no' },
              { heading: 'Report', accessor: 'file_title' },
              'Date',
            ],
            rows: [
              {
                serial_no: 1,
                file_title: 'National Workshop on Generative AI for Teaching and Research',
                date: '8 February 2025',
                file: '/docs/cs/workshop-generative-ai-2025.pdf',
              },
              {
                serial_no: 2,
                file_title: 'Workshop on Cyber Security and Ethical Hacking',
                date: '23 August 2025',
                file: '/docs/cs/workshop-cyber-security-2025.pdf',
              },
              {
                serial_no: 3,
                file_title: 'Faculty Development Programme on Data Science with Python',
                date: '6 December 2025',
                file: '/docs/cs/fdp-data-science-2025.pdf',
              },
              {
                serial_no: 4,
                file_title: 'Hackathon: Code for Kolhapur (photographs in the gallery)',
                date: '15 March 2025',
              },
            ],
          },
        ],
      },
      {
        content_id: 8,
        layout_type: 'paragraph-image',
        title: 'Infrastructure',
        paragraph: [
          'The department has five computer laboratories with 240 computers on a gigabit network, a GPU server for deep learning, a network and security laboratory, a seminar hall for 150 people and two smart classrooms.',
        ],
        image: img.csLab,
        caption: 'The postgraduate laboratory, open from 9.00 a.m. to 8.00 p.m.',
        extra_paragraph: [
          'All laboratories have licensed and open-source software for programming, databases, data science and network simulation. Students can use the department file server and the campus Wi-Fi with their university account.',
        ],
      },
      {
        content_id: 8,
        layout_type: 'multiple-list-cards',
        banner: img.csServerRoom,
        items: [
          {
            icon: 'i-mdi-laptop',
            title: 'Computer laboratories',
            description: 'Five laboratories with 240 desktop computers; 120 replaced in 2025.',
          },
          {
            icon: 'i-mdi-server',
            title: 'GPU server and data centre',
            description:
              'Two GPU servers with 4 accelerators each for deep learning research, and a 40 TB file server.',
          },
          {
            icon: 'i-mdi-projector-screen',
            title: 'Seminar hall and smart classrooms',
            description:
              'A 150-seat seminar hall with video conferencing, and two smart classrooms with interactive boards.',
          },
          {
            icon: 'i-mdi-book-open-variant',
            title: 'Department library',
            description:
              '6,200 books and access to IEEE Xplore and the ACM Digital Library through the Knowledge Resource Centre.',
            links: [{ text: 'Knowledge Resource Centre', href: '/student/facilities/bbk-resource-center' }],
          },
        ],
        cards: [
          {
            title: 'Software',
            listItems: [
              'Python, R and Jupyter',
              'Java and the Eclipse and IntelliJ IDEs',
              'PostgreSQL, MySQL and MongoDB',
              'Network simulators ns-3 and GNS3',
              'Linux on all laboratory computers',
            ],
          },
          {
            title: 'Rules',
            listItems: [
              { text: 'Rules for the use of computer laboratories', href: '/docs/cs/laboratory-rules.pdf' },
              'Sign the register and use the computer allotted to you',
              'Save work on the file server; local disks are cleaned every Saturday',
            ],
          },
        ],
      },
      {
        content_id: 9,
        layout_type: 'CollapsableImageGrid',
        title: 'Photo gallery',
        sections: [
          {
            heading: 'Campus and department',
            variant: 'feature-first',
            items: [
              { img: img.csBuilding, title: 'Department building' },
              { img: img.campusMainBuilding, title: 'Main building' },
              { img: img.campusLake, title: 'Campus lake' },
              { img: img.bbkResourceCenter, title: 'Knowledge Resource Centre' },
            ],
          },
          {
            heading: 'Laboratories and classrooms',
            variant: 'three-column',
            items: [
              img.csLab,
              img.csServerRoom,
              img.csSeminarHall,
              img.csSmartClassroom,
              { img: img.researchLab, title: 'Shared research laboratory' },
            ],
          },
          {
            heading: 'Workshops and training, 2025',
            variant: 'four-column',
            items: [
              { img: img.csWorkshop, title: 'Generative AI workshop' },
              { img: img.csFdp, title: 'Faculty development programme' },
              { img: img.csHackathon, title: 'Code for Kolhapur hackathon' },
              { img: img.csIndustrialVisit, title: 'Industrial visit to a software park' },
            ],
          },
          {
            heading: 'Celebrations',
            variant: 'two-column',
            items: [
              { img: img.csConvocation, title: 'Convocation' },
              { img: img.csCulturalEvening, title: 'Cultural evening' },
              { img: img.csAlumniMeet, title: 'Alumni meet' },
              { img: img.yogaDay, title: 'International Yoga Day' },
            ],
          },
          {
            heading: 'Sports',
            variant: 'wide-strip',
            items: [
              { img: img.annualSportsMeet, title: 'Annual sports meet' },
              { img: img.sportsGround, title: 'Sports ground' },
              { img: img.indoorStadium, title: 'Indoor stadium' },
            ],
          },
          {
            heading: 'Hackathon: Code for Kolhapur, 14 and 15 March 2025',
            variant: 'compact',
            visible: 4,
            items: [img.csHackathon, img.csLab, img.csSmartClassroom, img.csSeminarHall, img.csFdp, img.csWorkshop],
          },
          {
            heading: 'NSS and NCC volunteers from the department',
            variant: 'five-column',
            items: [img.nssTreePlantation, img.nssHealthCamp, img.nccParade, img.nccCamp, img.nccFlagHoisting],
          },
        ],
      },
      {
        content_id: 10,
        layout_type: 'contact-composite',
        title: 'Contact the department',
        sections: [
          {
            heading: 'Address',
            rows: [
              { icon: 'address', text: ['Department of Computer Science', site.name, ...site.address.slice(1)] },
              {
                icon: 'time',
                text: 'Office: 10.20 a.m. to 6.00 p.m., lunch 2.00 to 2.30 p.m.; closed on the 2nd and 4th Saturday',
              },
            ],
          },
          {
            heading: 'Telephone and e-mail',
            rows: [
              { icon: 'phone', text: '+91 231 260 9410', href: 'tel:+912312609410' },
              { icon: 'email', text: 'cs@ssu-kolhapur.ac.in', href: 'mailto:cs@ssu-kolhapur.ac.in' },
              { icon: 'website', text: 'Department page', href: '/academics/computer-science' },
            ],
          },
        ],
        offices: {
          heading: 'Offices of the department',
          rows: [
            {
              office: 'Head of the department',
              description: head.name,
              phone: ['+91 231 260 9411'],
              email: 'head.cs@ssu-kolhapur.ac.in',
            },
            {
              office: 'Department office',
              description: 'Admissions, certificates and fees',
              phone: ['+91 231 260 9410', '+91 231 260 9412'],
              email: 'cs@ssu-kolhapur.ac.in',
            },
            {
              office: 'Ph.D. and research',
              description: 'Research guides and vacancies',
              phone: ['+91 231 260 9415'],
              email: 'phd.cs@ssu-kolhapur.ac.in',
            },
            {
              office: 'Training and Placement Cell',
              description: 'Placements for the department',
              phone: ['+91 231 260 9135'],
              email: 'placement@ssu-kolhapur.ac.in',
              link: 'https://www.ncs.gov.in/',
            },
          ],
        },
        registrar_office: {
          heading: 'Department office staff',
          rows: [
            { icon: 'person', text: 'Mrs. Shobha R. Lohar, Office Superintendent' },
            { icon: 'person', text: 'Mr. Prashant K. Yadav, Clerk (admissions and scholarships)' },
          ],
        },
      },
    ],
  },
];
