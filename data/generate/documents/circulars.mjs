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
    '2024-06-17-pg-admissions',
    '2024-06-17',
    'SSU/Adm/Circ/2024/096',
    'Admissions Section',
    'Admission Schedule for Postgraduate Programmes 2024-25',
    [
      'Online applications for admission to the postgraduate programmes of the university departments for 2024-25 will be accepted from 20 June 2024 to 5 July 2024.',
      'The first merit list will be displayed on 10 July 2024. Candidates must confirm their admission with the original documents by 15 July 2024.',
    ],
  ),
  circular(
    '2024-06-28-first-term-begins',
    '2024-06-28',
    'SSU/Acad/Circ/2024/104',
    'Academic Section',
    'Commencement of the First Term 2024-25',
    [
      'The first term of 2024-25 for all university departments will begin on Monday, 1 July 2024 and end on Saturday, 26 October 2024.',
      'Heads of departments shall display the timetables of all classes on the notice boards by 29 June 2024.',
    ],
  ),
  circular(
    '2024-07-05-identity-cards',
    '2024-07-05',
    'SSU/SW/Circ/2024/021',
    "Students' Welfare Section",
    'Issue of Student Identity Cards 2024-25',
    [
      'Identity cards for students admitted in 2024-25 will be issued by their departments from 15 July 2024. Students must upload a recent photograph on the student portal before that date.',
      'The identity card must be carried on the campus, in the library and in the examination hall.',
    ],
  ),
  circular(
    '2024-07-15-abc-registration',
    '2024-07-15',
    'SSU/Acad/Circ/2024/118',
    'Academic Section',
    'Registration on the Academic Bank of Credits',
    [
      'Under the National Education Policy 2020, every student admitted in 2024-25 must create an Academic Bank of Credits (ABC) ID through DigiLocker and enter it on the student portal by 31 August 2024.',
      "Credits earned in the university's programmes and in SWAYAM courses are recorded against this ID.",
    ],
  ),
  circular(
    '2024-07-29-tree-plantation',
    '2024-07-29',
    'SSU/NSS/Circ/2024/09',
    'National Service Scheme Cell',
    'Tree Plantation Drive by NSS Volunteers',
    [
      'The NSS unit of the university will plant native trees on the campus and in the adopted village on Saturday, 3 August 2024, from 8 a.m.',
      'Volunteers must report to their programme officers at the main gate. Saplings and tools will be provided.',
    ],
    { signatory: 'Programme Coordinator, NSS' },
  ),
  circular(
    '2024-08-09-har-ghar-tiranga',
    '2024-08-09',
    'SSU/Gen/Circ/2024/131',
    'General Administration Section',
    'Har Ghar Tiranga Campaign 2024',
    [
      'As part of the Har Ghar Tiranga campaign, students and staff are encouraged to hoist the national flag at their homes from 13 to 15 August 2024, following the Flag Code of India.',
      'The flag hoisting on Independence Day will be held at the main building at 7.30 a.m. on 15 August 2024.',
    ],
  ),
  circular(
    '2024-08-21-library-membership',
    '2024-08-21',
    'SSU/Lib/Circ/2024/14',
    'University Library',
    'Library Membership for New Students',
    [
      'Students admitted in 2024-25 may register as members of the university library at the circulation desk from 26 August 2024 with their identity card and admission receipt.',
      'Members may borrow up to three books for fourteen days and use the e-resources of the library on the campus network.',
    ],
    { signatory: 'Librarian' },
  ),
  circular(
    '2024-09-02-ganesh-chaturthi-holiday',
    '2024-09-02',
    'SSU/Gen/Circ/2024/148',
    'General Administration Section',
    'Holiday on Account of Ganesh Chaturthi',
    [
      'The university offices, departments and affiliated colleges will remain closed on Saturday, 7 September 2024 on account of Ganesh Chaturthi.',
      'Examinations or practicals scheduled on that day will be held on dates announced by the departments.',
    ],
  ),
  circular(
    '2024-09-12-youth-festival-entries',
    '2024-09-12',
    'SSU/SW/Circ/2024/037',
    "Students' Welfare Section",
    'Entries for the Central Youth Festival 2024',
    [
      'Departments and affiliated colleges must send the entries of their teams for the central youth festival, to be held from 7 to 10 October 2024, by 25 September 2024.',
      'Each participant must submit a certificate of bonafide studentship signed by the head of the department or principal.',
    ],
    { signatory: "Director, Students' Welfare" },
  ),
  circular(
    '2024-09-25-exam-forms-winter',
    '2024-09-25',
    'SSU/Exam/Circ/2024/176',
    'Board of Examinations and Evaluation',
    'Submission of Examination Forms for the October-November 2024 Examinations',
    [
      'Examination forms for the October-November 2024 examinations of all programmes must be filled online through the student portal by 5 October 2024; with a late fee of Rs. 200, by 10 October 2024.',
      'Students with backlog papers must select them separately. Forms of students whose fees are pending will not be accepted.',
    ],
    { signatory: 'Director, Board of Examinations and Evaluation' },
  ),
  circular(
    '2024-10-10-dussehra-holiday',
    '2024-10-10',
    'SSU/Gen/Circ/2024/189',
    'General Administration Section',
    'Holiday on Account of Dussehra',
    [
      'The university offices, departments and affiliated colleges will remain closed on Saturday, 12 October 2024 on account of Dussehra.',
      'The central library will also remain closed on that day.',
    ],
  ),
  circular(
    '2024-10-21-diwali-vacation',
    '2024-10-21',
    'SSU/Acad/Circ/2024/196',
    'Academic Section',
    'Diwali Vacation 2024',
    [
      'The Diwali vacation for students of university departments and affiliated colleges will be from Monday, 28 October 2024 to Saturday, 16 November 2024. Teaching will resume on Monday, 18 November 2024.',
      'Hostel residents who wish to stay on the campus during the vacation must apply to the rector by 24 October 2024.',
    ],
  ),
  circular(
    '2024-11-18-assembly-election-holiday',
    '2024-11-18',
    'SSU/Gen/Circ/2024/214',
    'General Administration Section',
    'Holiday for the Maharashtra Legislative Assembly Election',
    [
      'The Government of Maharashtra has declared a public holiday on Wednesday, 20 November 2024 for the general election to the Maharashtra Legislative Assembly. The university offices, departments and affiliated colleges will remain closed on that day.',
      'All students who are registered voters are urged to vote.',
    ],
  ),
  circular(
    '2024-12-09-mahadbt-renewal',
    '2024-12-09',
    'SSU/Sch/Circ/2024/061',
    'Scholarship Section',
    'Renewal of Scholarships on the MahaDBT Portal 2024-25',
    [
      'Students who received a government scholarship in 2023-24 must renew their application on the MahaDBT portal by 31 December 2024.',
      'Applications verified by the department are forwarded to the Directorate; students should check the status of their application on the portal.',
    ],
  ),
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
