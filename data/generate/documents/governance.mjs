/** Governance: statutes, committee notifications, policies, reports and minutes of meetings. */
import { longDate } from './util.mjs';

const statute = (path, title, date, ref, body) => ({
  path: `governance/${path}.pdf`,
  kind: 'Statute',
  office: 'Legal and Statutes Section',
  title,
  date,
  ref,
  body,
});
const policy = (path, title, date, ref, body) => ({
  path: `governance/${path}.pdf`,
  kind: 'Policy',
  office: 'Office of the Registrar',
  title,
  date,
  ref,
  body,
});

const minutes = (path, body, date, ref, number, chair, items) => ({
  path: `governance/${path}.pdf`,
  kind: 'Minutes',
  office: 'Meetings Section',
  title: `Minutes of the ${number} Meeting of the ${body}`,
  date,
  ref,
  signatory: 'Registrar and Secretary',
  body: [
    `The ${number} meeting of the ${body} was held on ${longDate(date)} at 11.00 a.m. in the Senate Hall of the university, with ${chair} in the chair. The quorum being present, the meeting was called to order.`,
    { h: 'Confirmation of minutes' },
    'The minutes of the previous meeting, circulated to the members, were confirmed without change.',
    { h: 'Resolutions' },
    { ol: items },
    'There being no other business, the meeting ended with a vote of thanks to the chair.',
  ],
});

export const governance = [
  statute(
    'statute-registrar',
    'Statute on the Powers and Duties of the Registrar',
    '2025-02-10',
    'SSU/Leg/St/2025/04',
    [
      'This statute is framed under section 31 of the Maharashtra Public Universities Act, 2016, and was approved by the Management Council at its meeting held on 28 January 2025.',
      { h: '1. Appointment' },
      'The Registrar shall be a full-time salaried officer of the university, appointed by the Management Council on the recommendation of a selection committee constituted under the Act, for a term of five years.',
      { h: '2. Powers and duties' },
      {
        ol: [
          'To be the custodian of the records, the common seal and such other property of the university as the Management Council commits to his or her charge.',
          'To act as the secretary of the Senate, the Management Council and the Academic Council, and to keep the minutes of their meetings.',
          'To conduct the official correspondence of the university and to issue notifications under the Act, statutes and ordinances.',
          'To exercise disciplinary control over the non-teaching staff, other than those appointed by the Management Council, subject to the rules in force.',
          'To represent the university in suits and proceedings by or against it, and to sign powers of attorney and verify pleadings.',
        ],
      },
      { h: '3. Delegation' },
      'The Registrar may, with the approval of the Vice-Chancellor, delegate any of these powers, other than the power to sign notifications of the authorities, to a Deputy Registrar.',
    ],
  ),
  statute(
    'statute-director-bee',
    'Statute on the Director, Board of Examinations and Evaluation',
    '2025-02-10',
    'SSU/Leg/St/2025/05',
    [
      'This statute lays down the appointment, powers and duties of the Director, Board of Examinations and Evaluation (BEE), under sections 31 and 32 of the Maharashtra Public Universities Act, 2016.',
      { h: '1. Role' },
      'The Director shall be the principal officer in charge of conducting examinations, evaluating answer books and declaring results, and shall be the member secretary of the Board of Examinations and Evaluation.',
      { h: '2. Duties' },
      {
        ol: [
          'To prepare and publish the timetable of every examination at least fifteen days before it begins.',
          'To appoint paper setters, moderators, examiners and centre officers from the panels approved by the Board.',
          'To arrange for the secure printing, distribution and on-screen evaluation of question papers and answer books.',
          'To declare results within thirty days of the last paper, and within forty-five days in exceptional cases recorded in writing.',
          'To place reports of unfair means before the Unfair Means Inquiry Committee and to carry out its decisions.',
        ],
      },
      { h: '3. Records' },
      'Result registers, tabulation records and the statements of marks shall be preserved permanently in digital form and uploaded to the National Academic Depository.',
    ],
  ),
  statute(
    'statute-finance-accounts-officer',
    'Statute on the Finance and Accounts Officer',
    '2025-02-10',
    'SSU/Leg/St/2025/06',
    [
      'This statute governs the office of the Finance and Accounts Officer, the principal financial officer of the university, and was approved by the Management Council on 28 January 2025.',
      { h: '1. Duties' },
      {
        ol: [
          'To prepare the annual financial estimates (budget) and the annual accounts and place them before the Finance and Accounts Committee.',
          'To keep the accounts of the university in the form prescribed by the State Government and to have them audited every year.',
          'To watch the cash and bank balances and the investments of the university and to advise the Vice-Chancellor on their management.',
          'To ensure that no expenditure is incurred that is not provided for in the budget, except with the sanction of the Management Council.',
          'To reply to audit objections and to report serious irregularities to the Vice-Chancellor without delay.',
        ],
      },
      { h: '2. Accountability' },
      'The Finance and Accounts Officer shall be responsible to the Vice-Chancellor and, through the Vice-Chancellor, to the Management Council.',
    ],
  ),
  statute(
    'statute-board-of-studies',
    'Statute on the Constitution and Functions of Boards of Studies',
    '2025-03-05',
    'SSU/Leg/St/2025/09',
    [
      'A Board of Studies shall be constituted for each subject or group of subjects as provided in section 40 of the Maharashtra Public Universities Act, 2016.',
      { h: '1. Composition' },
      {
        ul: [
          'The Head of the university department of the subject, who shall be the ex officio member.',
          'Three heads of departments of the subject from affiliated colleges, elected by the teachers of the subject.',
          'Three teachers of the subject nominated by the Vice-Chancellor, one of them from a post-graduate institution.',
          'Two experts in the subject from outside the university, nominated by the Vice-Chancellor.',
          'One representative of industry or a related profession, co-opted by the Board.',
        ],
      },
      { h: '2. Functions' },
      {
        ol: [
          'To design and revise curricula and syllabi in line with the National Education Policy 2020 and the UGC curriculum framework.',
          'To recommend text books, reference books and open educational resources.',
          'To prepare panels of paper setters and examiners for the Board of Examinations and Evaluation.',
        ],
      },
      'The term of the members shall be five years. The Board shall meet at least twice in an academic year.',
    ],
  ),
  {
    path: 'governance/bos-members-2025.pdf',
    kind: 'Notification',
    office: 'Meetings Section',
    title: 'Members of the Boards of Studies, 2025-2030',
    date: '2025-03-18',
    ref: 'SSU/Meet/BOS/2025/211',
    body: [
      'Under section 40 of the Maharashtra Public Universities Act, 2016, the Boards of Studies for the term 2025-2030 are constituted as follows. The chairperson of each Board is elected at its first meeting.',
      {
        table: {
          columns: [
            { h: 'Board of Studies', w: 2 },
            { h: 'Chairperson', w: 2 },
            { h: 'Members', w: 1 },
          ],
          rows: [
            ['Computer Science and Applications', 'Prof. Anuradha R. Kelkar', '11'],
            ['Mathematics and Statistics', 'Prof. Suresh K. Patil', '11'],
            ['Physics', 'Dr. Meera S. Joshi', '10'],
            ['Marathi', 'Prof. Vasant D. Gaikwad', '10'],
            ['Commerce and Management', 'Dr. Prakash N. Bhosale', '11'],
            ['Environmental Science', 'Dr. Rohini A. Mane', '9'],
          ],
        },
      },
      'The first meeting of each Board will be convened by the Deputy Registrar (Meetings) within thirty days of this notification.',
    ],
  },
  ...['academic', 'finance', 'executive', 'planning'].map((name, i) => ({
    path: `governance/committee-${name}-2025.pdf`,
    kind: 'Notification',
    office: 'Meetings Section',
    title: `Constitution of the ${name[0].toUpperCase()}${name.slice(1)} Committee for 2025-26`,
    date: ['2025-04-07', '2025-04-09', '2025-04-11', '2025-04-15'][i],
    ref: `SSU/Meet/Com/2025/${31 + i}`,
    body: [
      [
        'The Vice-Chancellor has constituted the Academic Committee to advise the Academic Council on admissions, the academic calendar, new programmes and the assessment of teaching-learning.',
        'The Finance Committee is constituted under section 46 of the Act to examine the annual accounts and budget estimates and to recommend financial limits to the Management Council.',
        'The Executive Committee is constituted to carry out the day-to-day decisions of the Management Council between its meetings and to review the progress of construction and purchase works.',
        'The Planning Committee is constituted to prepare the five-year perspective plan of the university, review the institutional development plan and monitor projects funded by PM-USHA and the State Government.',
      ][i],
      'The committee shall meet at least once a quarter. The member secretary shall circulate the agenda seven days before each meeting and the minutes within fifteen days after it.',
      'The term of the committee is one year from the date of this notification or until it is reconstituted, whichever is earlier.',
    ],
  })),
  policy(
    'policy-code-of-conduct',
    'Code of Conduct for Teachers, Officers and Staff',
    '2025-01-20',
    'SSU/Reg/Pol/2025/01',
    [
      'This code applies to all teachers, officers and non-teaching staff of the university and of the university departments, and supplements the Maharashtra Civil Services (Conduct) Rules as adopted by the university.',
      { h: 'Principles' },
      {
        ul: [
          'Treat students, colleagues and visitors with courtesy, fairness and respect, without discrimination of any kind.',
          'Maintain the confidentiality of examination work, personal data of students and official records.',
          'Declare any conflict of interest in selection, purchase or evaluation work and withdraw from it.',
          'Do not accept gifts or favours that could influence official decisions.',
          'Use university property, funds and e-mail accounts only for official purposes.',
        ],
      },
      'Breach of this code will be dealt with under the disciplinary rules of the university.',
    ],
  ),
  policy('policy-anti-ragging', 'Anti-Ragging Policy', '2025-01-20', 'SSU/Reg/Pol/2025/02', [
    'Ragging in any form is banned on the campus, in hostels and in university transport, as required by the UGC Regulations on Curbing the Menace of Ragging in Higher Educational Institutions, 2009, and the Maharashtra Prohibition of Ragging Act, 1999.',
    { h: 'Measures' },
    {
      ul: [
        'Every student and parent submits an online anti-ragging undertaking at admission.',
        'An Anti-Ragging Committee and an Anti-Ragging Squad are constituted every year; their telephone numbers are displayed in every department and hostel.',
        'Complaints may also be made to the national helpline 1800-180-5522 or at antiragging.in.',
      ],
    },
    'A student found guilty may be suspended, expelled, have the scholarship withdrawn or be debarred from examinations, in addition to action under the law.',
  ]),
  policy(
    'policy-it-and-data',
    'Information Technology and Data Protection Policy',
    '2025-02-03',
    'SSU/Reg/Pol/2025/03',
    [
      'This policy governs the use of the campus network, university e-mail, the student portal and all data held by the university.',
      { h: 'Acceptable use' },
      {
        ul: [
          'Accounts are personal; passwords must not be shared. Two-factor sign-in is mandatory for staff accounts.',
          'The network may not be used to download pirated software or media, or to attack other systems.',
          'Personal data of students and staff is collected only for stated purposes and kept only as long as needed, in line with the Digital Personal Data Protection Act, 2023.',
        ],
      },
      'The Director, Computer Centre, is the data protection officer of the university and may be contacted for any request about personal data.',
    ],
  ),
  policy('policy-green-campus', 'Green Campus and Environment Policy', '2025-03-21', 'SSU/Reg/Pol/2025/05', [
    'The university campus spreads over 853 acres on the slopes near Kolhapur. This policy commits the university to protect its trees, water and biodiversity and to reduce its carbon footprint.',
    {
      ul: [
        'Single-use plastic is banned on the campus.',
        'Rooftop solar plants will provide at least half of the electricity used by 2027.',
        'Rainwater from all new buildings is harvested into the campus lakes.',
        'E-waste is handed over only to recyclers authorised by the Maharashtra Pollution Control Board.',
        'An annual green audit is published on the university website.',
      ],
    },
  ]),
  policy(
    'policy-research-ethics',
    'Research Ethics and Academic Integrity Policy',
    '2025-04-02',
    'SSU/Reg/Pol/2025/07',
    [
      'This policy implements the UGC (Promotion of Academic Integrity and Prevention of Plagiarism in Higher Educational Institutions) Regulations, 2018.',
      {
        ul: [
          'Every thesis and dissertation is checked with the plagiarism detection software licensed by the university before submission.',
          'Similarity up to 10 percent is acceptable; higher levels attract the penalties laid down in the Regulations.',
          'Research involving human participants or animals needs the prior approval of the Institutional Ethics Committee.',
          'Authorship is given only for a substantial contribution; gift and ghost authorship are misconduct.',
        ],
      },
    ],
  ),
  policy(
    'policy-posh',
    'Policy on Prevention of Sexual Harassment at the Workplace',
    '2025-04-02',
    'SSU/Reg/Pol/2025/08',
    [
      'The university is committed to a campus free of sexual harassment, under the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013, and the UGC Regulations, 2015.',
      'An Internal Complaints Committee, chaired by a senior woman teacher, receives and inquires into complaints. Complaints may be made in writing within three months of the incident. The identity of the complainant is kept confidential.',
      'The committee completes its inquiry within ninety days and reports to the Vice-Chancellor, who acts on its recommendations within sixty days.',
    ],
  ),
  {
    path: 'governance/annual-report-2024-25.pdf',
    kind: 'Report',
    office: 'Office of the Registrar',
    title: 'Annual Report 2024-25 (Summary)',
    date: '2025-09-26',
    ref: 'SSU/Reg/AR/2025/01',
    body: [
      'This summary of the annual report for the year 1 April 2024 to 31 March 2025 was placed before the Senate at its meeting held on 26 September 2025.',
      { h: 'The year at a glance' },
      {
        table: {
          columns: [
            { h: 'Item', w: 3 },
            { h: '2024-25', w: 1 },
          ],
          rows: [
            ['University departments', '34'],
            ['Affiliated colleges', '297'],
            ['Students enrolled (departments and colleges)', '2,41,860'],
            ['Ph.D. degrees awarded', '164'],
            ['Research papers in indexed journals', '612'],
            ['Patents published', '27'],
          ],
        },
      },
      { h: 'Highlights' },
      {
        ul: [
          'All undergraduate programmes moved to the four-year NEP 2020 structure.',
          'The Barrister Balasaheb Khardekar resource centre opened a 24-hour reading hall.',
          'Placement drives on the campus placed 1,126 students with 148 employers.',
        ],
      },
    ],
  },
  {
    path: 'governance/annual-accounts-2024-25.pdf',
    kind: 'Report',
    office: 'Finance and Accounts Section',
    title: 'Annual Accounts 2024-25: Receipts and Payments (Summary)',
    date: '2025-08-29',
    ref: 'SSU/FA/Acc/2025/17',
    signatory: 'Finance and Accounts Officer',
    body: [
      'The annual accounts for 2024-25 were approved by the Management Council on 29 August 2025. Figures are in lakh rupees.',
      {
        table: {
          columns: [
            { h: 'Head', w: 3 },
            { h: 'Receipts', w: 1 },
            { h: 'Payments', w: 1 },
          ],
          rows: [
            ['State Government grants', '18,420', ''],
            ['Fees and examination income', '14,965', ''],
            ['Research and project grants', '2,310', ''],
            ['Salaries and pensions', '', '21,870'],
            ['Examinations', '', '5,140'],
            ['Buildings and equipment', '', '4,215'],
            ['Scholarships and student welfare', '', '1,480'],
          ],
        },
      },
      'The accounts were audited by the Local Fund Audit, Government of Maharashtra; the audit report and the replies are placed in the Reports section.',
    ],
  },
  {
    path: 'governance/audit-report-2023-24.pdf',
    kind: 'Report',
    office: 'Finance and Accounts Section',
    title: 'Statutory Audit Report 2023-24 and Compliance',
    date: '2025-03-14',
    ref: 'SSU/FA/Aud/2025/06',
    signatory: 'Finance and Accounts Officer',
    body: [
      'The Local Fund Audit of the accounts for 2023-24 raised 23 paragraphs. Replies to all of them were submitted on 14 March 2025; 19 paragraphs have been settled.',
      {
        ul: [
          'Advances to departments pending adjustment for more than one year: 11 cleared, 2 under recovery.',
          'Stock verification of laboratory equipment: completed for all departments.',
          'Interest on fixed deposits: reconciled with bank statements.',
        ],
      },
    ],
  },
  {
    path: 'governance/nirf-2025-data.pdf',
    kind: 'Report',
    office: 'Internal Quality Assurance Cell',
    title: 'Data Submitted for the NIRF India Rankings 2025',
    date: '2025-02-12',
    ref: 'SSU/IQAC/NIRF/2025/02',
    signatory: 'Director, IQAC',
    body: [
      'As required by the National Institutional Ranking Framework, the data submitted by the university for the India Rankings 2025 is published here.',
      {
        table: {
          columns: [
            { h: 'Parameter', w: 3 },
            { h: 'Value', w: 1 },
          ],
          rows: [
            ['Sanctioned intake (all programmes, departments)', '4,820'],
            ['Full-time teachers', '312'],
            ['Ph.D. students (full time)', '688'],
            ['Median salary of placed PG graduates (Rs. lakh a year)', '4.2'],
            ['Sponsored research funding 2023-24 (Rs. lakh)', '2,310'],
          ],
        },
      },
    ],
  },
  minutes(
    'minutes-mc-2025-01',
    'Management Council',
    '2025-01-28',
    'SSU/Meet/MC/2025/01',
    '1st',
    'the Vice-Chancellor',
    [
      'The statutes on the Registrar, the Director, Board of Examinations and Evaluation, and the Finance and Accounts Officer were approved.',
      'The purchase of 120 desktop computers for the Department of Computer Science was approved at the rate contract of the State Government.',
      'The appointment of 14 assistant professors, selected by duly constituted committees, was approved.',
    ],
  ),
  minutes(
    'minutes-mc-2025-04',
    'Management Council',
    '2025-06-24',
    'SSU/Meet/MC/2025/04',
    '4th',
    'the Vice-Chancellor',
    [
      'The budget re-appropriation proposal of Rs. 85 lakh for hostel repairs was approved.',
      'The revised fee structure of self-financing programmes for 2025-26 was approved as recommended by the Fee Fixation Committee.',
      'A memorandum of understanding with the Kolhapur Engineering Cluster for internships was approved.',
    ],
  ),
  minutes('minutes-ac-2025-02', 'Academic Council', '2025-05-22', 'SSU/Meet/AC/2025/02', '2nd', 'the Vice-Chancellor', [
    'The academic calendar for 2025-26 was approved.',
    'Syllabi of the second year of the four-year undergraduate programmes under NEP 2020 were approved.',
    'The new PG Diploma in Data Science (intake 40) in the Department of Computer Science was approved from 2025-26.',
  ]),
  minutes(
    'minutes-ac-2025-03',
    'Academic Council',
    '2025-09-12',
    'SSU/Meet/AC/2025/03',
    '3rd',
    'the Pro-Vice-Chancellor',
    [
      'The guidelines for the Academic Bank of Credits and multiple entry and exit were adopted.',
      'The list of SWAYAM courses eligible for credit transfer in the first term was approved.',
      'The recommendations of the Boards of Studies on examination panels were accepted.',
    ],
  ),
  minutes('minutes-senate-2025-01', 'Senate', '2025-03-27', 'SSU/Meet/Sen/2025/01', '1st', 'the Vice-Chancellor', [
    'The annual budget for 2025-26, with estimated receipts of Rs. 38,640 lakh and payments of Rs. 39,120 lakh, was passed.',
    'Questions from members on hostel accommodation and examination results were answered by the officers concerned.',
    'A resolution thanking the staff for the smooth conduct of the NAAC peer team visit was adopted.',
  ]),
  minutes('minutes-senate-2025-02', 'Senate', '2025-09-26', 'SSU/Meet/Sen/2025/02', '2nd', 'the Vice-Chancellor', [
    'The annual report for 2024-25 was adopted.',
    'The annual accounts and the audit report for 2024-25 were received and noted.',
    'A resolution to name the new reading hall after Barrister Balasaheb Khardekar was adopted.',
  ]),
];
