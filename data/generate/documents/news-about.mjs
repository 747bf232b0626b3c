/**
 * Files the About section and the daily news table link to (paths fixed by
 * data/pages/README.md, "Files the framework references").
 */

const news = (slug, title, ref, office, body, signatory = 'Registrar') => ({
  path: `news/${slug}.pdf`,
  kind: 'Notice',
  office,
  title,
  date: slug.slice(0, 10),
  ref,
  signatory,
  body,
});

const about = (path, kind, title, date, ref, body, signatory = 'Registrar') => ({
  path: `about/${path}.pdf`,
  kind,
  office: 'Office of the Registrar',
  title,
  date,
  ref,
  signatory,
  body,
});

const members = (path, title, date, ref, intro, rows) =>
  about(`authorities/${path}`, 'Notification', title, date, ref, [
    intro,
    {
      table: {
        columns: [
          { h: 'No.', w: 0.6 },
          { h: 'Name', w: 3 },
          { h: 'Category', w: 3.4 },
        ],
        rows: rows.map((row, i) => [String(i + 1), ...row]),
      },
    },
  ]);

export const newsAndAbout = [
  news(
    '2025-09-15-convocation-notice',
    '62nd Convocation: Notice to Graduates',
    'SSU/Conv/2025/05',
    'Convocation Section',
    [
      'The 62nd convocation of the university will be held on Saturday, 20 December 2025 at 11.00 a.m. in the convocation hall on the campus.',
      'Graduates of the summer 2025 and earlier examinations who wish to receive their degree in person must apply on the student portal between 15 September and 15 October 2025 with a fee of Rs. 500. Others will receive their degree through their college.',
      'Graduates attending the ceremony must collect their robes from the convocation counter on 18 or 19 December 2025 against their identity card.',
    ],
    'Controller, Convocation',
  ),
  news(
    '2025-09-18-phd-entrance-result',
    'Result of the Ph.D. Entrance Test (PET) 2025',
    'SSU/Res/PET/2025/09',
    'Research and Development Cell',
    [
      'The result of the Ph.D. Entrance Test held on 24 August 2025 has been declared. Of 3,412 candidates who appeared, 1,018 have qualified.',
      'Qualified candidates may approach research guides with vacancies listed on the website and submit their research proposal to the department by 10 October 2025.',
    ],
    'Director, Research and Development Cell',
  ),
  news(
    '2025-09-22-hostel-admission-second-list',
    'Hostel Admission 2025-26: Second Merit List',
    'SSU/Hos/2025/031',
    'Hostel Office',
    [
      'The second merit list for admission to the university hostels for 2025-26 is published. Students on the list must pay the hostel fee and report to the rector of the allotted hostel by 29 September 2025.',
      'Places not taken up by that date will be offered to students on the waiting list.',
    ],
    'Chief Rector',
  ),
  news(
    '2025-09-26-exam-timetable-october',
    'Provisional Timetable of the October 2025 Examinations',
    'SSU/Exam/TT/2025/298',
    'Board of Examinations and Evaluation',
    [
      'The provisional timetable of the October-November 2025 examinations is published for objections. Colleges and students may point out clashes to the examination section by 3 October 2025.',
      'The final timetable will be published on 14 October 2025.',
    ],
    'Director, Board of Examinations and Evaluation',
  ),
  news(
    '2025-09-30-nss-camp',
    'NSS Day and Special Camp Registration',
    'SSU/NSS/2025/14',
    'National Service Scheme',
    [
      'NSS Day was celebrated on 24 September 2025 with a blood donation camp in which 312 units were collected. Volunteers who wish to join the seven-day winter special camp in January 2026 must register with their programme officer by 15 October 2025.',
    ],
    'Programme Coordinator, NSS',
  ),
  news(
    '2025-10-03-scholarship-deadline',
    'Last Date for Scholarship Applications on MahaDBT Extended',
    'SSU/SW/Sch/2025/19',
    'Student Welfare Section',
    [
      'The Government of Maharashtra has extended the last date for scholarship and freeship applications on the MahaDBT portal for 2025-26 to 31 October 2025.',
      'Students who have not yet applied should do so at once and submit the printed application with documents to the scholarship desk of their department.',
    ],
    'Director, Student Development',
  ),
  news(
    '2025-10-08-sports-week',
    'University Sports Week, 13 to 18 October 2025',
    'SSU/Spo/2025/041',
    'Department of Sports',
    [
      'The university sports week will be held from 13 to 18 October 2025 at the sports complex. Events include athletics, kabaddi, kho-kho, volleyball, chess and table tennis for students of the university departments.',
      'Entries must be sent through the heads of departments by 10 October 2025.',
    ],
    'Director of Sports and Physical Education',
  ),
  news(
    '2025-10-14-library-hours',
    'Extended Hours of the Knowledge Resource Centre during Examinations',
    'SSU/Lib/2025/027',
    'Barrister Balasaheb Khardekar Knowledge Resource Centre',
    [
      'From 20 October to 25 November 2025 the reading hall of the Knowledge Resource Centre will remain open 24 hours a day, including holidays. The lending section keeps its usual hours, 8.00 a.m. to 10.00 p.m.',
      'Readers must carry their identity card after 10.00 p.m.',
    ],
    'University Librarian',
  ),
  news(
    '2025-10-20-diwali-vacation',
    'Diwali Vacation for University Offices',
    'SSU/Gen/2025/212',
    'General Administration Section',
    [
      'University offices will remain closed from 20 to 23 October 2025 for Diwali. The examination section and the Students Facilitation Centre will work as usual except on 21 October 2025 (Lakshmi Pujan).',
    ],
  ),

  about(
    'organization-structure',
    'Chart',
    'Organisation Structure of the University',
    '2025-04-01',
    'SSU/Reg/Org/2025/01',
    [
      'The university is governed under the Maharashtra Public Universities Act, 2016. The Chancellor is the head of the university; the Vice-Chancellor is its principal academic and executive officer.',
      { h: 'Authorities' },
      {
        ul: [
          'Senate',
          'Management Council',
          'Academic Council',
          'Board of Deans',
          'Board of Examinations and Evaluation',
          'Faculties and Boards of Studies',
        ],
      },
      { h: 'Officers' },
      {
        ul: [
          'Vice-Chancellor and Pro-Vice-Chancellor',
          'Registrar',
          'Director, Board of Examinations and Evaluation',
          'Finance and Accounts Officer',
          'Deans of the four faculties',
          'Director, Student Development; Director, Knowledge Resource Centre',
        ],
      },
    ],
  ),
  about('organogram', 'Chart', 'Organogram of the Administration', '2025-04-01', 'SSU/Reg/Org/2025/02', [
    'Administrative sections report to the Registrar through Deputy and Assistant Registrars as shown below.',
    {
      table: {
        columns: [
          { h: 'Officer', w: 2 },
          { h: 'Sections', w: 4 },
        ],
        rows: [
          ['Deputy Registrar (Academic)', 'Academic, Affiliation, Admission, Eligibility'],
          ['Deputy Registrar (Administration)', 'Establishment, General Administration, Legal, Estate'],
          ['Deputy Registrar (Meetings)', 'Senate, Management Council, Academic Council, Boards'],
          ['Finance and Accounts Officer', 'Accounts, Budget, Audit, Purchase'],
          ['Director, BEE', 'Examinations, Results, Convocation, Degree Certificates'],
        ],
      },
    },
  ]),
  about(
    'holidays-2025',
    'Notification',
    'List of Public Holidays for the Year 2025',
    '2024-12-16',
    'SSU/Gen/Hol/2024/88',
    [
      'The following holidays are declared for the university offices and departments in 2025. Offices are also closed on the 2nd and 4th Saturday of each month.',
      {
        table: {
          columns: [
            { h: 'Holiday', w: 3 },
            { h: 'Date', w: 2 },
          ],
          rows: [
            ['Republic Day', '26 January 2025'],
            ['Chhatrapati Shivaji Maharaj Jayanti', '19 February 2025'],
            ['Gudi Padwa', '30 March 2025'],
            ['Dr. Babasaheb Ambedkar Jayanti', '14 April 2025'],
            ['Maharashtra Day', '1 May 2025'],
            ['Rajarshi Shahu Maharaj Jayanti', '26 June 2025'],
            ['Independence Day', '15 August 2025'],
            ['Ganesh Chaturthi', '27 August 2025'],
            ['Gandhi Jayanti and Dasara', '2 October 2025'],
            ['Diwali (Lakshmi Pujan)', '21 October 2025'],
            ['Christmas', '25 December 2025'],
          ],
        },
      },
    ],
  ),
  about(
    'statistical-information-2025',
    'Report',
    'Statistical Information 2025',
    '2025-08-01',
    'SSU/Plan/Stat/2025/03',
    [
      'Key figures of the university as on 1 August 2025.',
      {
        table: {
          columns: [
            { h: 'Item', w: 3 },
            { h: 'Number', w: 1 },
          ],
          rows: [
            ['Years since establishment', '62'],
            ['University departments', '34'],
            ['Chairs', '10'],
            ['Centres', '19'],
            ['Campus area (acres)', '853'],
            ['Affiliated colleges', '297'],
            ['Students in the departments', '8,940'],
            ['Teachers in the departments', '312'],
          ],
        },
      },
    ],
    'Deputy Registrar (Planning)',
  ),
  about('university-officers', 'List', 'Officers of the University, 2025', '2025-04-01', 'SSU/Reg/Off/2025/04', [
    'The statutory officers of the university and their offices in the main administrative building.',
    {
      table: {
        columns: [
          { h: 'Office', w: 3 },
          { h: 'Location', w: 3 },
        ],
        rows: [
          ['Vice-Chancellor', 'Main building, first floor'],
          ['Pro-Vice-Chancellor', 'Main building, first floor'],
          ['Registrar', 'Main building, ground floor'],
          ['Director, Board of Examinations and Evaluation', 'Examination building'],
          ['Finance and Accounts Officer', 'Main building, ground floor'],
          ['Director, Student Development', 'Student welfare building'],
        ],
      },
    },
  ]),
  members(
    'senate-members',
    'Members of the Senate, 2022-2027',
    '2025-01-10',
    'SSU/Meet/Sen/2025/M1',
    'The Senate is constituted under section 28 of the Maharashtra Public Universities Act, 2016. The Vice-Chancellor is its chairperson. The principal categories of members are:',
    [
      ['The Vice-Chancellor', 'Chairperson (ex officio)'],
      ['The Pro-Vice-Chancellor', 'Ex officio'],
      ['Deans of the four faculties', 'Ex officio'],
      ['Ten registered graduates', 'Elected'],
      ['Ten teachers of affiliated colleges', 'Elected'],
      ['Six principals of affiliated colleges', 'Elected'],
      ['Representatives of managements', 'Elected'],
      ['President and secretary of the University Students Council', 'Ex officio'],
      ['The Registrar', 'Secretary'],
    ],
  ),
  members(
    'management-council-members',
    'Members of the Management Council, 2022-2027',
    '2025-01-10',
    'SSU/Meet/MC/2025/M1',
    'The Management Council is the principal executive authority of the university (section 30 of the Act). Its members are:',
    [
      ['The Vice-Chancellor', 'Chairperson'],
      ['The Pro-Vice-Chancellor', 'Ex officio'],
      ['Joint Director of Higher Education, Kolhapur', 'Ex officio'],
      ['Two Deans nominated by the Vice-Chancellor', 'Nominated'],
      ['Two principals elected by the Senate', 'Elected'],
      ['Two teachers elected by the Senate', 'Elected'],
      ['Two registered graduates elected by the Senate', 'Elected'],
      ['The Registrar', 'Secretary'],
    ],
  ),
  members(
    'academic-council-members',
    'Members of the Academic Council, 2022-2027',
    '2025-01-10',
    'SSU/Meet/AC/2025/M1',
    'The Academic Council is the principal academic authority of the university (section 32 of the Act). Its members are:',
    [
      ['The Vice-Chancellor', 'Chairperson'],
      ['The Pro-Vice-Chancellor', 'Ex officio'],
      ['Deans and associate deans of faculties', 'Ex officio'],
      ['Chairpersons of the Boards of Studies', 'Elected'],
      ['Heads of four university departments', 'By rotation'],
      ['Two experts from outside the university', 'Nominated'],
      ['The Registrar', 'Secretary'],
    ],
  ),
  about(
    'authorities/fee-fixation-committee-report',
    'Report',
    'Report of the Fee Fixation Committee for 2025-26',
    '2025-05-15',
    'SSU/FFC/2025/02',
    [
      'The Fee Fixation Committee met on 8 and 15 May 2025 to review the fees of the programmes of the university departments and of self-financing courses in affiliated colleges.',
      {
        ul: [
          'Tuition fees of grant-in-aid programmes remain unchanged.',
          'Fees of self-financing programmes are increased by 5 percent, in line with the rise in costs.',
          'No fee is charged to students for the Academic Bank of Credits or DigiLocker services.',
        ],
      },
      'The committee recommended the fee structure annexed to the Management Council, which approved it on 24 June 2025.',
    ],
    'Chairperson, Fee Fixation Committee',
  ),
];
