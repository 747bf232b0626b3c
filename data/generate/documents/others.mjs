/** Research, IQAC, Incubation Center, International Affairs Cell, NEP 2020, Disclosure, Academics. */

const doc = (folder, slug, kind, office, title, date, ref, signatory, body) => ({
  path: `${folder}/${slug}.pdf`,
  kind,
  office,
  title,
  date,
  ref,
  signatory,
  body,
});

export const others = [
  // Academics
  doc(
    'academics',
    'programmes-offered-2025-26',
    'Notice',
    'Academic Section',
    'Programmes Offered in the University Departments, 2025-26',
    '2025-05-30',
    'SSU/Acad/Prog/2025/119',
    'Deputy Registrar (Academic)',
    [
      'The university departments offer 78 programmes in four faculties for 2025-26: 9 undergraduate, 46 postgraduate, 12 diploma and certificate, and Ph.D. programmes in 34 subjects.',
      {
        table: {
          columns: [
            { h: 'Faculty', w: 3 },
            { h: 'Departments', w: 1 },
            { h: 'Programmes', w: 1 },
          ],
          rows: [
            ['Science and Technology', '16', '38'],
            ['Humanities', '10', '22'],
            ['Commerce and Management', '4', '10'],
            ['Interdisciplinary Studies', '4', '8'],
          ],
        },
      },
      'Admission notices for each programme are published in the Student section of the website.',
    ],
  ),

  // Research
  doc(
    'research',
    'research-policy-2025',
    'Policy',
    'Research and Development Cell',
    'Research Promotion Policy 2025',
    '2025-01-30',
    'SSU/Res/Pol/2025/01',
    'Director, Research and Development Cell',
    [
      'The policy sets out how the university supports research by its teachers and scholars.',
      {
        ul: [
          'Seed grants of up to Rs. 3 lakh for teachers in their first five years of service.',
          'Reimbursement of publication charges in journals indexed in Scopus or Web of Science, up to Rs. 50,000 a year.',
          'Travel support for presenting papers at international conferences.',
          'Sharing of income from patents and licences: 60 percent to the inventors, 40 percent to the university.',
        ],
      },
    ],
  ),
  doc(
    'research',
    'phd-entrance-test-2025',
    'Notification',
    'Research and Development Cell',
    'Ph.D. Entrance Test (PET) 2025',
    '2025-07-21',
    'SSU/Res/PET/2025/02',
    'Director, Research and Development Cell',
    [
      'The university will hold the Ph.D. Entrance Test (PET) 2025 online on 24 August 2025 at centres in Kolhapur, Sangli and Satara.',
      {
        table: {
          columns: [
            { h: 'Stage', w: 3 },
            { h: 'Date', w: 2 },
          ],
          rows: [
            ['Online registration', '22 July to 10 August 2025'],
            ['Admit cards', '18 August 2025'],
            ['Test', '24 August 2025'],
            ['Result', '5 September 2025'],
          ],
        },
      },
      'Candidates with NET, SET, GATE or a JRF are exempt from the test but must register to be considered for vacancies.',
    ],
  ),
  doc(
    'research',
    'seed-grant-results-2025',
    'Notice',
    'Research and Development Cell',
    'Seed Grants Sanctioned for 2025-26',
    '2025-09-19',
    'SSU/Res/SG/2025/07',
    'Director, Research and Development Cell',
    [
      'Following review by external experts, 21 seed grant proposals have been sanctioned with a total outlay of Rs. 48.6 lakh. Sanction letters are sent to the principal investigators.',
      'The projects run for two years; progress reports are due every six months.',
    ],
  ),

  // IQAC
  doc(
    'iqac',
    'aqar-2023-24',
    'Report',
    'Internal Quality Assurance Cell',
    'Annual Quality Assurance Report (AQAR) 2023-24: Summary',
    '2025-01-15',
    'SSU/IQAC/AQAR/2025/01',
    'Director, IQAC',
    [
      'The AQAR for 2023-24 was submitted to NAAC on 15 January 2025. The university was accredited with grade A++ (CGPA 3.62) in the fourth cycle.',
      {
        table: {
          columns: [
            { h: 'Criterion', w: 3 },
            { h: 'Key figure', w: 2 },
          ],
          rows: [
            ['Curricular aspects', '62 syllabi revised'],
            ['Teaching-learning', 'Student-teacher ratio 16:1'],
            ['Research', '598 indexed papers'],
            ['Infrastructure', '853-acre campus, 24-hour library'],
            ['Student support', '1,084 students placed'],
          ],
        },
      },
    ],
  ),
  doc(
    'iqac',
    'iqac-minutes-2025-02',
    'Minutes',
    'Internal Quality Assurance Cell',
    'Minutes of the IQAC Meeting Held on 14 July 2025',
    '2025-07-14',
    'SSU/IQAC/Min/2025/02',
    'Director, IQAC',
    [
      'The meeting was chaired by the Vice-Chancellor. Fourteen members, including two external experts and a student representative, were present.',
      {
        ol: [
          'The academic and administrative audit of all departments will be completed by 30 September 2025.',
          'Feedback from students on the curriculum will be collected online in the last week of each term.',
          'A workshop on outcome-based education for teachers of affiliated colleges will be held in August 2025.',
        ],
      },
    ],
  ),
  doc(
    'iqac',
    'feedback-analysis-2024-25',
    'Report',
    'Internal Quality Assurance Cell',
    'Analysis of Stakeholder Feedback on the Curriculum, 2024-25',
    '2025-08-08',
    'SSU/IQAC/Fb/2025/04',
    'Director, IQAC',
    [
      'Feedback was received from 9,842 students, 612 teachers, 1,107 alumni and 214 employers. 86 percent of students rated the curriculum good or excellent.',
      'Students asked for more practical work and electives in emerging areas; employers asked for stronger communication skills. Boards of Studies have been asked to consider these in the next revision.',
    ],
  ),

  // Incubation
  doc(
    'incubation',
    'incubation-policy',
    'Policy',
    'Sahyadri Innovation and Incubation Foundation',
    'Incubation and Start-up Policy',
    '2025-02-25',
    'SSU/SIIF/Pol/2025/01',
    'Chief Executive Officer, SIIF',
    [
      'The Sahyadri Innovation and Incubation Foundation, a section 8 company of the university, supports start-ups by students, alumni, teachers and people of the region.',
      {
        ul: [
          'Office space, internet and meeting rooms at Rs. 1,000 a seat a month.',
          'Mentoring by industry experts and faculty members.',
          'Seed support of up to Rs. 10 lakh under the Maharashtra State Innovation Society scheme.',
          'Students may take one semester of start-up leave, counted towards attendance.',
        ],
      },
    ],
  ),
  doc(
    'incubation',
    'call-for-startups-2025',
    'Notice',
    'Sahyadri Innovation and Incubation Foundation',
    'Call for Applications: Incubation Cohort 2025-26',
    '2025-09-01',
    'SSU/SIIF/Call/2025/03',
    'Chief Executive Officer, SIIF',
    [
      'Applications are invited from start-ups in agriculture technology, food processing, textiles, clean energy and software for the 2025-26 cohort of 12 start-ups.',
      'Apply online by 30 September 2025 with a short pitch deck. Short-listed teams will present to the selection panel on 15 October 2025.',
    ],
  ),

  // International
  doc(
    'international',
    'foreign-students-admission-2025',
    'Guidelines',
    'International Affairs Cell',
    'Admission of Foreign Nationals and NRI Students, 2025-26',
    '2025-04-15',
    'SSU/IAC/Adm/2025/02',
    'Director, International Affairs Cell',
    [
      'Foreign nationals, persons of Indian origin and NRI students may apply for admission to the programmes of the university departments through the International Affairs Cell.',
      {
        ol: [
          'Apply online with copies of the passport and academic transcripts.',
          'Obtain an eligibility certificate from the university.',
          'Obtain a student visa endorsed for the university.',
          'Register with the Foreigners Regional Registration Office within 14 days of arrival.',
        ],
      },
      'Admissions under the Study in India programme and the ICCR scholarship schemes are also accepted.',
    ],
  ),
  doc(
    'international',
    'mou-list-2025',
    'List',
    'International Affairs Cell',
    'Active International Memoranda of Understanding, 2025',
    '2025-06-30',
    'SSU/IAC/MoU/2025/05',
    'Director, International Affairs Cell',
    [
      'The university has active agreements for student exchange, joint research and faculty visits with the following institutions.',
      {
        table: {
          columns: [
            { h: 'Institution', w: 3 },
            { h: 'Country', w: 1 },
            { h: 'Area', w: 2 },
          ],
          rows: [
            ['University of Nottingham', 'United Kingdom', 'Sugar technology'],
            ['Kyungpook National University', 'South Korea', 'Materials science'],
            ['University of Mauritius', 'Mauritius', 'Marathi and Indian studies'],
            ['Curtin University', 'Australia', 'Agricultural water management'],
          ],
        },
      },
    ],
  ),

  // NEP 2020
  doc(
    'nep',
    'nep-implementation-2025',
    'Guidelines',
    'NEP Implementation Cell',
    'Implementation of NEP 2020: Structure of Programmes from 2025-26',
    '2025-05-26',
    'SSU/NEP/2025/04',
    'Coordinator, NEP Implementation Cell',
    [
      'The university has implemented the National Education Policy 2020 for all programmes following the guidelines of the Government of Maharashtra.',
      {
        ul: [
          'Four-year undergraduate programmes with honours and honours-with-research options.',
          'Multiple entry and exit with a certificate after one year and a diploma after two years.',
          'Major, minor, open elective, vocational and skill courses, Indian Knowledge System and co-curricular courses.',
          'Credits stored in the Academic Bank of Credits (ABC).',
        ],
      },
    ],
  ),
  doc(
    'nep',
    'abc-registration-guide',
    'Guidelines',
    'NEP Implementation Cell',
    'How to Create Your Academic Bank of Credits (ABC) ID',
    '2025-06-18',
    'SSU/NEP/2025/06',
    'Coordinator, NEP Implementation Cell',
    [
      'Every student must have an ABC ID (APAAR) so that credits earned at the university and through SWAYAM are stored and can be transferred.',
      {
        ol: [
          'Open DigiLocker and sign in with your Aadhaar-linked mobile number.',
          'Choose Academic Bank of Credits and create your ABC ID.',
          'Enter the ABC ID in your profile on the student portal.',
        ],
      },
    ],
  ),

  // Disclosure
  doc(
    'disclosure',
    'mandatory-disclosure-2025',
    'Disclosure',
    'Office of the Registrar',
    'Mandatory Disclosure under the UGC Guidelines, 2025',
    '2025-08-01',
    'SSU/Reg/Disc/2025/01',
    'Registrar',
    [
      'As required by the UGC, the university discloses the following information on its website.',
      {
        table: {
          columns: [
            { h: 'Item', w: 3 },
            { h: 'Details', w: 3 },
          ],
          rows: [
            ['Established', '1962 by an Act of the Maharashtra Legislature'],
            ['Accreditation', 'NAAC A++ (CGPA 3.62), valid to 2029'],
            ['Campus', '853 acres, Vidyanagar, Kolhapur'],
            ['Departments, chairs and centres', '34 departments, 10 chairs, 19 centres'],
            ['Affiliated colleges', '297'],
            ['Ombudsperson', 'Appointed under the UGC Regulations, 2023'],
          ],
        },
      },
    ],
  ),
  doc(
    'disclosure',
    'rti-section-4-2025',
    'Disclosure',
    'Office of the Registrar',
    'Information under Section 4(1)(b) of the Right to Information Act, 2005',
    '2025-07-15',
    'SSU/Reg/RTI/2025/02',
    'Registrar and First Appellate Authority',
    [
      'This document gives the particulars of the organisation, functions and duties of the university, as required by section 4(1)(b) of the RTI Act.',
      {
        ul: [
          'Public Information Officer: Deputy Registrar (General Administration).',
          'First Appellate Authority: Registrar.',
          'Fee for an application: Rs. 10, payable in cash, by demand draft or online. Applicants below the poverty line pay no fee.',
          'Information is given within 30 days of receipt of the application.',
        ],
      },
    ],
  ),
  doc(
    'disclosure',
    'fee-structure-2025-26',
    'Disclosure',
    'Finance and Accounts Section',
    'Fee Structure of University Department Programmes, 2025-26',
    '2025-06-02',
    'SSU/FA/Fee/2025/12',
    'Finance and Accounts Officer',
    [
      'Annual fees approved by the Fee Fixation Committee for 2025-26 (in rupees).',
      {
        table: {
          columns: [
            { h: 'Programme', w: 3 },
            { h: 'Tuition', w: 1 },
            { h: 'Other', w: 1 },
            { h: 'Total', w: 1 },
          ],
          rows: [
            ['MCA', '52,000', '6,500', '58,500'],
            ['M.Sc. Computer Science', '28,000', '5,500', '33,500'],
            ['BCA', '24,000', '4,000', '28,000'],
            ['M.A. (any subject)', '6,200', '3,100', '9,300'],
            ['M.Com.', '7,400', '3,100', '10,500'],
          ],
        },
      },
    ],
  ),
];
