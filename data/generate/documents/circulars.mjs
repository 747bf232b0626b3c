/** Circulars to students (the Student > Circulars table). */

const circular = (path, date, ref, office, title, body, extra = {}) => ({
  path: `circulars/${path}.pdf`,
  kind: 'Circular',
  office,
  title,
  date,
  ref,
  to: ['All students of the university departments', 'The Principals of all affiliated colleges'],
  body,
  ...extra,
});

export const circulars = [
  circular(
    '2025-01-08-second-term-calendar',
    '2025-01-08',
    'SSU/Acad/Circ/2025/004',
    'Academic Section',
    'Revised Schedule of the Second Term 2024-25',
    [
      'Owing to the rescheduling of the winter examinations, the second term of 2024-25 for all university departments will begin on Monday, 13 January 2025 instead of 6 January 2025.',
      'The term will end on 12 April 2025. Heads of departments shall arrange additional lectures on Saturdays so that the prescribed teaching hours are completed.',
      'Students are advised to check the revised timetable displayed on the notice board of their department.',
    ],
  ),
  circular(
    '2025-02-14-exam-forms-summer',
    '2025-02-14',
    'SSU/Exam/Circ/2025/031',
    'Board of Examinations and Evaluation',
    'Submission of Examination Forms for the March-April 2025 Examinations',
    [
      'Examination forms for the March-April 2025 examinations of all programmes must be filled online through the student portal.',
      {
        table: {
          columns: [
            { h: 'Stage', w: 3 },
            { h: 'Last date', w: 1.5 },
          ],
          rows: [
            ['Forms without late fee', '28 February 2025'],
            ['Forms with late fee of Rs. 200', '7 March 2025'],
            ['Verification by colleges', '12 March 2025'],
          ],
        },
      },
      'Students who have backlog papers must select them separately. Forms of students whose fees are pending will not be accepted.',
    ],
    { signatory: 'Director, Board of Examinations and Evaluation' },
  ),
  circular(
    '2025-03-26-gudi-padwa-holiday',
    '2025-03-26',
    'SSU/Gen/Circ/2025/058',
    'General Administration Section',
    'Holiday on Account of Gudi Padwa',
    [
      'The university offices, departments and affiliated colleges will remain closed on Sunday, 30 March 2025 on account of Gudi Padwa (Marathi New Year). As the festival falls on a Sunday, no compensatory holiday is declared.',
      'Examinations scheduled for Monday, 31 March 2025 will be held as per the published timetable.',
    ],
  ),
  circular(
    '2025-04-28-summer-vacation',
    '2025-04-28',
    'SSU/Acad/Circ/2025/077',
    'Academic Section',
    'Summer Vacation 2025 for University Departments',
    [
      'The summer vacation for students of university departments will be from 5 May 2025 to 15 June 2025. Teaching for 2025-26 will begin on Monday, 16 June 2025.',
      'The central library and the reading halls of the Barrister Balasaheb Khardekar resource centre will remain open during the vacation from 8.00 a.m. to 8.00 p.m.',
    ],
  ),
  circular(
    '2025-06-10-pg-admissions',
    '2025-06-10',
    'SSU/Adm/Circ/2025/102',
    'Admission Section',
    'Admission Schedule for Postgraduate Programmes 2025-26',
    [
      'Online applications are invited for admission to the postgraduate programmes of the university departments for 2025-26.',
      {
        table: {
          columns: [
            { h: 'Stage', w: 3 },
            { h: 'Date', w: 1.5 },
          ],
          rows: [
            ['Online applications open', '12 June 2025'],
            ['Last date for applications', '30 June 2025'],
            ['Provisional merit lists', '7 July 2025'],
            ['First admission round', '10 to 14 July 2025'],
            ['Commencement of classes', '21 July 2025'],
          ],
        },
      },
      'Seats are reserved as per the rules of the Government of Maharashtra. Candidates must upload scanned copies of mark sheets, caste and non-creamy-layer certificates where applicable.',
    ],
  ),
  circular(
    '2025-07-01-anti-ragging-undertaking',
    '2025-07-01',
    'SSU/SW/Circ/2025/118',
    'Student Welfare Section',
    'Online Anti-Ragging Undertaking for 2025-26',
    [
      'Every student admitted in 2025-26, and his or her parent, must submit the anti-ragging undertaking online at the national anti-ragging portal and hand a printout to the department office before 31 July 2025.',
      'Ragging is a criminal offence. Students in distress may call the university anti-ragging squad or the national helpline 1800-180-5522 at any hour.',
    ],
  ),
  circular(
    '2025-07-22-mahadbt-scholarships',
    '2025-07-22',
    'SSU/SW/Circ/2025/131',
    'Student Welfare Section',
    'Applications for Government Scholarships on the MahaDBT Portal',
    [
      'The MahaDBT portal of the Government of Maharashtra is open for fresh and renewal applications for post-matric scholarships, freeship and the Rajarshi Chhatrapati Shahu Maharaj tuition fee scholarship for 2025-26.',
      'Students must apply before 30 September 2025 and submit the printed application with documents to the scholarship desk of their department. Applications with an Aadhaar-seeded bank account are processed faster.',
    ],
  ),
  circular(
    '2025-08-12-independence-day',
    '2025-08-12',
    'SSU/Gen/Circ/2025/149',
    'General Administration Section',
    'Celebration of Independence Day 2025',
    [
      'The flag hoisting ceremony to mark the 79th Independence Day will be held at 7.45 a.m. on Friday, 15 August 2025 in front of the main administrative building.',
      'NCC cadets and NSS volunteers are to report at 7.00 a.m. All teachers, staff and students are requested to attend.',
    ],
  ),
  circular(
    '2025-09-03-avishkar-registration',
    '2025-09-03',
    'SSU/Res/Circ/2025/163',
    'Research Cell',
    'Registration for the Avishkar Research Convention 2025',
    [
      'The university-level round of the Avishkar inter-university research convention will be held on 8 and 9 October 2025. Students from undergraduate to Ph.D. level may present research projects in six faculties.',
      'Registration through the student portal closes on 22 September 2025. Winners will represent the university at the state-level convention.',
    ],
  ),
  circular(
    '2025-10-06-diwali-vacation',
    '2025-10-06',
    'SSU/Acad/Circ/2025/181',
    'Academic Section',
    'Diwali Vacation 2025',
    [
      'The Diwali vacation for students of university departments and affiliated colleges will be from Monday, 20 October 2025 to Saturday, 8 November 2025. Teaching will resume on Monday, 10 November 2025.',
      'Hostel residents who wish to stay on the campus during the vacation must apply to the rector by 14 October 2025.',
    ],
  ),
  circular(
    '2025-10-14-winter-exam-timetable',
    '2025-10-14',
    'SSU/Exam/Circ/2025/202',
    'Board of Examinations and Evaluation',
    'Timetable of the October-November 2025 Examinations',
    [
      'The October-November 2025 examinations of undergraduate and postgraduate programmes will begin on 27 October 2025. Programme-wise timetables are published in the Examinations section of the website.',
      'Students must carry their hall ticket and identity card to every paper. Mobile phones and smart watches are not allowed in the examination hall.',
    ],
    { signatory: 'Director, Board of Examinations and Evaluation' },
  ),
  circular(
    '2025-11-03-ncc-enrolment',
    '2025-11-03',
    'SSU/NCC/Circ/2025/12',
    'NCC Unit',
    'Enrolment of Cadets in the NCC Unit',
    [
      'Enrolment for the NCC unit of the university (56 Maharashtra Battalion) is open to first-year students of university departments. Selection consists of a physical test and an interview on 12 November 2025 at the sports ground.',
      'Students must bring two photographs, a copy of the admission receipt and a medical fitness certificate.',
    ],
    { signatory: 'Associate NCC Officer' },
  ),
];
