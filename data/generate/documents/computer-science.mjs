/** Department of Computer Science: profile, programmes, research, workshops, infrastructure. */

const cs = (slug, kind, title, date, ref, body, extra = {}) => ({
  path: `cs/${slug}.pdf`,
  kind,
  office: 'Department of Computer Science',
  title,
  date,
  ref,
  signatory: 'Professor and Head, Department of Computer Science',
  body,
  ...extra,
});

export const computerScience = [
  cs(
    'department-profile-2025',
    'Profile',
    'Department of Computer Science: Profile 2025',
    '2025-07-01',
    'SSU/CS/Prof/2025/01',
    [
      'The Department of Computer Science was established in 1985 with a postgraduate diploma in computer applications. It now offers six programmes, from the BCA to the Ph.D., to about 480 students, with 14 full-time teachers and 42 research scholars.',
      { h: 'Programmes and intake' },
      {
        table: {
          columns: [
            { h: 'Programme', w: 4 },
            { h: 'Intake', w: 1 },
          ],
          rows: [
            ['MCA', '60'],
            ['M.Sc. Computer Science', '60'],
            ['Integrated B.Sc.-M.Sc. in AI and ML', '30'],
            ['BCA', '60'],
            ['PG Diploma in Data Science', '40'],
            ['Ph.D. in Computer Science', 'By vacancies'],
          ],
        },
      },
      { h: 'Strengths' },
      {
        ul: [
          'Research groups in machine learning, natural language processing for Indian languages, computer networks and security, and image processing.',
          'Five laboratories with 240 computers, a GPU server for deep learning and a dedicated network laboratory.',
          'Regular placement of graduates with IT companies in Pune, Bengaluru and Kolhapur.',
        ],
      },
    ],
  ),
  cs('brochure-2025-26', 'Brochure', 'Admission Brochure 2025-26', '2025-06-05', 'SSU/CS/Adm/2025/07', [
    'Admission to the MCA programme is through the common entrance test of the State CET Cell. Admission to the M.Sc., integrated and diploma programmes is through the university entrance test held on 5 July 2025.',
    {
      table: {
        columns: [
          { h: 'Programme', w: 3 },
          { h: 'Eligibility', w: 4 },
        ],
        rows: [
          [
            'MCA',
            'Any graduate with mathematics at the higher secondary or degree level, 50 percent marks (45 percent for reserved categories).',
          ],
          [
            'M.Sc. Computer Science',
            'B.Sc. with Computer Science as a principal subject, or BCA, with 50 percent marks.',
          ],
          ['Integrated B.Sc.-M.Sc. AI and ML', 'Higher secondary (science) with mathematics, 50 percent marks.'],
          ['PG Diploma in Data Science', 'Any graduate with mathematics at the higher secondary level.'],
        ],
      },
    },
    'Fees, hostel facilities and scholarship details are given in the university prospectus.',
  ]),
  cs('phd-vacancies-2025', 'Notice', 'Ph.D. Vacancies in Computer Science, 2025', '2025-08-18', 'SSU/CS/PhD/2025/03', [
    'Admission to the Ph.D. programme is made according to the vacancies available with recognised research guides, as required by the UGC (Minimum Standards and Procedures for Award of Ph.D. Degree) Regulations, 2022.',
    {
      table: {
        columns: [
          { h: 'Research guide', w: 3 },
          { h: 'Area', w: 3 },
          { h: 'Vacancies', w: 1 },
        ],
        rows: [
          ['Prof. Anuradha R. Kelkar', 'Natural language processing', '2'],
          ['Prof. Nitin S. Kale', 'Computer networks and security', '1'],
          ['Dr. Sunita M. Pawar', 'Machine learning', '2'],
          ['Dr. Rahul V. Chougule', 'Image processing', '1'],
        ],
      },
    },
    'Candidates who qualified in the university PET 2025, NET or SET may apply to the department office by 15 September 2025.',
  ]),
  cs(
    'research-publications-2024-25',
    'Report',
    'Research Output of the Department, 2024-25',
    '2025-06-30',
    'SSU/CS/Res/2025/05',
    [
      'This report lists the research output of the teachers and research scholars of the department for the academic year 2024-25.',
      {
        table: {
          columns: [
            { h: 'Item', w: 3 },
            { h: 'Count', w: 1 },
          ],
          rows: [
            ['Book chapters', '9'],
            ['Papers in UGC-CARE and Scopus-indexed journals', '46'],
            ['Patents published', '5'],
            ['Patents granted', '2'],
            ['Funded research projects (ongoing)', '6'],
          ],
        },
      },
      'Notable work includes a Marathi speech recognition data set released under an open licence and a low-cost crop disease detection system built with the Department of Botany.',
    ],
  ),
  cs(
    'workshop-generative-ai-2025',
    'Report',
    'Report: National Workshop on Generative AI for Teaching and Research',
    '2025-02-08',
    'SSU/CS/Wk/2025/02',
    [
      'The department organised a three-day national workshop on generative AI from 5 to 7 February 2025, sponsored by the university research fund. 86 teachers and research scholars from 23 institutions took part.',
      { h: 'Sessions' },
      {
        ul: [
          'Large language models: how they work and where they fail.',
          'Hands-on session: building a retrieval-augmented question answering system in Python.',
          'Responsible use of AI tools in assessment and research writing.',
        ],
      },
    ],
  ),
  cs(
    'workshop-cyber-security-2025',
    'Report',
    'Report: Workshop on Cyber Security and Ethical Hacking',
    '2025-08-23',
    'SSU/CS/Wk/2025/06',
    [
      'A two-day workshop on cyber security was held on 21 and 22 August 2025 for postgraduate students, with the Kolhapur cyber police station. 120 students took part.',
      {
        ul: [
          'Common attacks on web applications and how to prevent them.',
          'Capture-the-flag contest in the network laboratory.',
          'Reporting cyber crime: the role of the police and the public.',
        ],
      },
    ],
  ),
  cs(
    'fdp-data-science-2025',
    'Report',
    'Report: Faculty Development Programme on Data Science with Python',
    '2025-12-06',
    'SSU/CS/Wk/2025/09',
    [
      'A one-week faculty development programme for teachers of affiliated colleges was held from 1 to 6 December 2025 with support from the Malaviya Mission Teacher Training Programme.',
      'Topics covered data cleaning with pandas, visualisation, regression and classification, and teaching data science to undergraduates. 54 teachers completed the programme and received certificates.',
    ],
  ),
  cs('laboratory-rules', 'Rules', 'Rules for the Use of Computer Laboratories', '2025-06-16', 'SSU/CS/Lab/2025/01', [
    'The laboratories are open from 9.00 a.m. to 8.00 p.m. on working days. Students must sign the register and use only the computer allotted to them.',
    {
      ul: [
        'Food and drinks are not allowed in the laboratories.',
        'Installing software requires the permission of the laboratory in-charge.',
        'Report any fault to the system administrator; do not open computer cabinets.',
        'Save work on the department file server; local disks are cleaned every Saturday.',
      ],
    },
  ]),
  cs(
    'timetable-2025-26-term1',
    'Timetable',
    'Teaching Timetable, First Term 2025-26',
    '2025-07-14',
    'SSU/CS/TT/2025/04',
    [
      'The timetable for the first term of 2025-26 applies from 21 July 2025. Lectures run from 10.30 a.m. to 5.30 p.m. with a lunch break from 1.30 to 2.00 p.m.',
      {
        table: {
          columns: [
            { h: 'Programme', w: 2 },
            { h: 'Theory', w: 2 },
            { h: 'Laboratory', w: 2 },
          ],
          rows: [
            ['MCA I', 'Monday to Thursday', 'Friday, Saturday'],
            ['M.Sc. I', 'Monday to Wednesday', 'Thursday, Friday'],
            ['BCA I', 'Monday to Friday (mornings)', 'Saturday'],
            ['PG Diploma', 'Monday to Friday, 6.00 to 8.00 p.m.', 'Saturday afternoon'],
          ],
        },
      },
    ],
  ),
];
