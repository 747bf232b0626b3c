/** Student section: facilities, scholarships, NSS, NCC, examinations, digital degree, grievance, placement, alumni, SFC. */

const doc = (folder, slug, kind, office, title, date, ref, body, extra = {}) => ({
  path: `${folder}/${slug}.pdf`,
  kind,
  office,
  title,
  date,
  ref,
  body,
  ...extra,
});
const student = (...args) => doc('student', ...args);
const exam = (slug, kind, title, date, ref, body) =>
  doc('examinations', slug, kind, 'Board of Examinations and Evaluation', title, date, ref, body, {
    signatory: 'Director, Board of Examinations and Evaluation',
  });

export const studentDocs = [
  // Facilities
  student(
    'hostel-admission-rules-2025',
    'Rules',
    'Hostel Office',
    'Hostel Admission Rules 2025-26',
    '2025-06-20',
    'SSU/Hos/2025/014',
    [
      'The university has four boys hostels with 1,120 places and five girls hostels with 1,340 places on the campus. Places are allotted on merit, with reservation as per government rules; students from outside Kolhapur city are given preference.',
      {
        ul: [
          'Apply online through the student portal within 10 days of admission.',
          'Submit a medical certificate and the anti-ragging undertaking.',
          'Pay the hostel fee and caution money before taking possession of the room.',
          'Residents must return by 9.30 p.m. unless the rector has given permission.',
        ],
      },
      'Allotment is for one academic year and must be renewed every year.',
    ],
    { signatory: 'Chief Rector' },
  ),
  student(
    'hostel-fee-2025-26',
    'Notice',
    'Hostel Office',
    'Hostel and Mess Fees for 2025-26',
    '2025-06-20',
    'SSU/Hos/2025/015',
    [
      'The Management Council approved the following fees for 2025-26.',
      {
        table: {
          columns: [
            { h: 'Item', w: 3 },
            { h: 'Amount (Rs. a year)', w: 2 },
          ],
          rows: [
            ['Room rent, triple seater', '9,600'],
            ['Room rent, double seater', '12,000'],
            ['Electricity and water', '3,000'],
            ['Caution money (refundable)', '2,000'],
            ['Mess (monthly, paid to the mess committee)', '3,400 a month'],
          ],
        },
      },
      'Students holding government freeship pay only the mess charges.',
    ],
    { signatory: 'Chief Rector' },
  ),
  student(
    'girls-hostel-safety-measures',
    'Notice',
    'Hostel Office',
    'Safety Measures in the Girls Hostels',
    '2025-07-04',
    'SSU/Hos/2025/019',
    [
      'All girls hostels have a woman rector and a woman security guard on duty at all hours, CCTV cameras at entrances and common areas, and a biometric entry system.',
      'Visitors are allowed only in the visitors room between 4.00 and 7.00 p.m. The campus Nirbhaya squad and the medical officer can be reached from the hostel office at any hour.',
    ],
    { signatory: 'Chief Rector' },
  ),
  student(
    'sports-calendar-2025-26',
    'Calendar',
    'Department of Sports',
    'Inter-Collegiate Sports Calendar 2025-26',
    '2025-07-18',
    'SSU/Spo/2025/022',
    [
      'Inter-collegiate tournaments for 2025-26 will be held at the university sports complex and host colleges as follows.',
      {
        table: {
          columns: [
            { h: 'Sport', w: 2 },
            { h: 'Dates', w: 2 },
            { h: 'Venue', w: 3 },
          ],
          rows: [
            ['Kabaddi (men and women)', '18-20 Aug 2025', 'University sports complex'],
            ['Kho-kho', '25-27 Aug 2025', 'Host college, Ichalkaranji'],
            ['Athletics', '15-17 Sep 2025', 'University synthetic track'],
            ['Wrestling', '6-8 Oct 2025', 'Motibag Talim, Kolhapur'],
            ['Football', '1-5 Dec 2025', 'University football ground'],
          ],
        },
      },
      'Entries must reach the Director of Sports one week before each tournament.',
    ],
    { signatory: 'Director of Sports and Physical Education' },
  ),
  student(
    'bbk-library-rules',
    'Rules',
    'Barrister Balasaheb Khardekar Knowledge Resource Centre',
    'Rules of the Knowledge Resource Centre',
    '2025-06-16',
    'SSU/Lib/2025/008',
    [
      'The Barrister Balasaheb Khardekar Knowledge Resource Centre (BBK KRC) holds about 4.1 lakh books, 11,000 bound journal volumes and access to e-resources through e-ShodhSindhu.',
      {
        ul: [
          'Open from 8.00 a.m. to 10.00 p.m.; the reading hall is open 24 hours during examinations.',
          'Postgraduate students may borrow four books for fourteen days.',
          'Remote access to e-journals is available with the university e-mail account.',
          'Keep silence and switch mobile phones to silent mode.',
        ],
      },
    ],
    { signatory: 'University Librarian' },
  ),

  // SWAYAM
  student(
    'swayam-credit-transfer-2025',
    'Guidelines',
    'Academic Section',
    'Credit Transfer for SWAYAM Courses',
    '2025-09-15',
    'SSU/Acad/Sw/2025/06',
    [
      'Under the UGC (Credit Framework for Online Learning Courses through SWAYAM) Regulations, 2021, students may earn up to 40 percent of the credits of a semester through approved SWAYAM courses.',
      {
        ol: [
          'Choose a course from the list approved by the Academic Council for the semester.',
          'Register on the SWAYAM portal and inform the department SWAYAM coordinator.',
          'Pass the proctored examination conducted by the National Testing Agency.',
          'Submit the certificate to the department; credits are added to the mark sheet and the Academic Bank of Credits.',
        ],
      },
    ],
  ),

  // Scholarships
  student(
    'merit-scholarships-2025',
    'Notice',
    'Student Welfare Section',
    'University Merit Scholarships 2025-26',
    '2025-08-05',
    'SSU/SW/Sch/2025/11',
    [
      "The university awards merit scholarships of Rs. 10,000 a year to the two highest-ranking students of each postgraduate programme in the university departments, on the basis of the previous year's examination.",
      'The scholarship continues in the second year if the student secures first class. Eligible students need not apply; the lists are prepared by the departments and published by 30 September 2025.',
    ],
    { signatory: 'Director, Student Development' },
  ),
  student(
    'maharashtra-scholarships-guide-2025',
    'Guidelines',
    'Student Welfare Section',
    'Guide to Maharashtra Government Scholarships 2025-26',
    '2025-07-22',
    'SSU/SW/Sch/2025/09',
    [
      'Students domiciled in Maharashtra can apply on the MahaDBT portal for the following schemes.',
      {
        ul: [
          'Post-matric scholarship for Scheduled Caste, Scheduled Tribe, OBC, VJNT and SBC students.',
          'Rajarshi Chhatrapati Shahu Maharaj Shikshan Shulkh Shishyavrutti for economically weaker sections.',
          'Dr. Panjabrao Deshmukh hostel maintenance allowance.',
          'Freeship for students whose family income is above the scholarship limit.',
        ],
      },
      'Keep ready: Aadhaar-linked bank account, income certificate, caste certificate and validity, domicile certificate and the previous mark sheet.',
    ],
    { signatory: 'Director, Student Development' },
  ),
  student(
    'central-scholarships-2025',
    'Notice',
    'Student Welfare Section',
    'Central Government Scholarships on the National Scholarship Portal',
    '2025-08-01',
    'SSU/SW/Sch/2025/10',
    [
      'Applications for central sector scholarships for 2025-26 are invited on the National Scholarship Portal (NSP). These include the Central Sector Scheme of Scholarships for college and university students, the PG Indira Gandhi scholarship for single girl child and the scholarships for students with disabilities.',
      'The last date on the portal is 31 October 2025. The department scholarship desk verifies applications within 15 days of submission.',
    ],
    { signatory: 'Director, Student Development' },
  ),
  student(
    'university-prizes-2025',
    'List',
    'Convocation Section',
    'University Gold Medals and Prizes, 62nd Convocation',
    '2025-11-18',
    'SSU/Conv/2025/07',
    [
      'The following medals and prizes, instituted through endowments, will be presented at the 62nd convocation.',
      {
        table: {
          columns: [
            { h: 'Medal or prize', w: 3 },
            { h: 'Awarded to', w: 3 },
          ],
          rows: [
            ["Chancellor's gold medal", 'Best graduate of the university'],
            ['Rajarshi Shahu gold medal', 'Highest marks in M.A.'],
            ['Dr. Vishnu Karande medal', 'Highest marks in M.Sc.'],
            ['Tarabai Shinde prize', 'Best woman student in Marathi'],
            ['Prof. S. V. Bhave prize', 'Highest marks in MCA'],
          ],
        },
      },
    ],
    { signatory: 'Controller, Convocation' },
  ),
  student(
    'prizes-scholarships-endowments',
    'List',
    'Student Welfare Section',
    'Endowment Prizes and Scholarships',
    '2025-07-10',
    'SSU/SW/Sch/2025/08',
    [
      'Donors have instituted 148 endowment prizes and scholarships in the university. The interest on each endowment is given every year to the student who meets its conditions.',
      'Examples: the Shri Ganpatrao Patil scholarship for a rural student in M.Sc. Agriculture Chemistry; the Sahyadri Sahakari Bank scholarship for a girl student in M.Com.; the Smt. Kusum Joshi prize for the best project in Computer Science.',
    ],
    { signatory: 'Director, Student Development' },
  ),
  student(
    'research-fellowships-2025',
    'Notice',
    'Research Cell',
    'University Research Fellowships 2025-26',
    '2025-08-25',
    'SSU/Res/Fel/2025/04',
    [
      'The university offers 30 research fellowships to full-time Ph.D. scholars who do not receive any other fellowship: Rs. 20,000 a month for the first two years and Rs. 22,000 a month thereafter, for up to four years.',
      'Scholars registered after 1 July 2024 may apply through their research guide by 30 September 2025. Selection is by a committee chaired by the Dean of the faculty.',
    ],
    { signatory: 'Director, Research and Development Cell' },
  ),

  // Support, coaching, development
  student(
    'earn-and-learn-scheme-2025',
    'Scheme',
    'Student Welfare Section',
    'Earn and Learn Scheme 2025-26',
    '2025-07-08',
    'SSU/SW/EL/2025/03',
    [
      'Under the Karmaveer Bhaurao Patil Earn and Learn scheme, students from families with low income can work up to three hours a day in the library, offices and gardens of the university and are paid Rs. 100 an hour.',
      'Apply through the head of the department by 25 July 2025 with an income certificate. Work is arranged outside teaching hours.',
    ],
    { signatory: 'Director, Student Development' },
  ),
  student(
    'competitive-exam-coaching-2025',
    'Notice',
    'Competitive Examination Centre',
    'Coaching for Competitive Examinations 2025-26',
    '2025-07-15',
    'SSU/CEC/2025/05',
    [
      'The Competitive Examination Centre offers free coaching for the MPSC State Services, UPSC Civil Services preliminary examination, banking and staff selection examinations, and the UGC-NET.',
      'Classes are held from 6.00 to 8.00 p.m. on weekdays and 10.00 a.m. to 1.00 p.m. on Sundays. Admission is by an entrance test on 3 August 2025; 120 seats.',
    ],
    { signatory: 'Coordinator, Competitive Examination Centre' },
  ),
  student(
    'student-development-programmes-2025',
    'Notice',
    'Student Welfare Section',
    'Student Development Programmes 2025-26',
    '2025-07-25',
    'SSU/SW/Dev/2025/06',
    [
      'The Department of Student Development conducts the following programmes for students of the departments and colleges.',
      {
        ul: [
          'Youth festival (district and university rounds) in September.',
          'Personality development and soft skills workshops.',
          'Nirbhaya self-defence training for women students.',
          'Vidyarthi Sahayya Nidhi for students in financial hardship.',
        ],
      },
    ],
    { signatory: 'Director, Student Development' },
  ),

  // NSS and NCC
  student(
    'nss-special-camp-2025',
    'Report',
    'National Service Scheme',
    'NSS Special Winter Camp at Wadi Ratnagiri, 2025',
    '2025-01-24',
    'SSU/NSS/2025/02',
    [
      'The seven-day special camp of the NSS unit of the university departments was held at Wadi Ratnagiri from 16 to 22 January 2025. 100 volunteers took part.',
      {
        ul: [
          'Built two check dams with villagers under the Jalyukt Shivar programme.',
          'Conducted a health check-up camp with the district hospital for 460 villagers.',
          'Surveyed 180 households on digital payments and helped open bank accounts.',
        ],
      },
    ],
    { signatory: 'Programme Coordinator, NSS' },
  ),
  student(
    'nss-annual-report-2024-25',
    'Report',
    'National Service Scheme',
    'NSS Annual Report 2024-25',
    '2025-06-12',
    'SSU/NSS/2025/07',
    [
      'The university has 212 NSS units in the departments and colleges with 21,200 volunteers. In 2024-25 they held 196 special camps in adopted villages.',
      {
        table: {
          columns: [
            { h: 'Activity', w: 3 },
            { h: 'Count', w: 1 },
          ],
          rows: [
            ['Blood donation camps', '84'],
            ['Units of blood collected', '6,420'],
            ['Trees planted', '52,000'],
            ['Voter awareness rallies', '140'],
          ],
        },
      },
    ],
    { signatory: 'Programme Coordinator, NSS' },
  ),
  student(
    'ncc-annual-report-2024-25',
    'Report',
    'NCC Unit',
    'NCC Unit Annual Report 2024-25',
    '2025-06-10',
    'SSU/NCC/2025/05',
    [
      'The NCC unit of the university, attached to 56 Maharashtra Battalion NCC, Kolhapur, has a sanctioned strength of 160 cadets (army wing), including 53 girl cadets.',
      {
        ul: [
          '42 cadets passed the B certificate and 28 cadets the C certificate examination.',
          'Cadet Sgt. Pooja Kamble represented Maharashtra in the Republic Day camp at New Delhi.',
          'Cadets took part in the Puneet Sagar Abhiyan beach cleaning drive and the flood relief work at Shirol.',
        ],
      },
    ],
    { signatory: 'Associate NCC Officer' },
  ),

  // Grievance, placement, alumni, SFC, digital degree
  student(
    'grievance-redressal-policy',
    'Policy',
    'Student Grievance Redressal Committee',
    'Student Grievance Redressal Policy',
    '2025-02-20',
    'SSU/SGRC/2025/01',
    [
      'This policy implements the UGC (Redress of Grievances of Students) Regulations, 2023. A grievance may relate to admission, fees, examinations, scholarships, harassment, or any service of the university.',
      {
        ol: [
          'Register the grievance online or at the Students Facilitation Centre; you receive a registration number.',
          'The department grievance committee decides within 15 working days.',
          'If you are not satisfied, appeal to the university Student Grievance Redressal Committee within 15 days.',
          'The committee decides the appeal within 30 days; the Ombudsperson hears further appeals.',
        ],
      },
      'No student is victimised for raising a grievance.',
    ],
    { signatory: 'Chairperson, Student Grievance Redressal Committee' },
  ),
  student(
    'grievance-form',
    'Form',
    'Student Grievance Redressal Committee',
    'Student Grievance Registration Form (for Offline Submission)',
    '2025-02-20',
    'SSU/SGRC/2025/02',
    [
      'Use this form only if you cannot register your grievance online. Write clearly and attach copies of supporting documents.',
      {
        table: {
          columns: [
            { h: 'Particular', w: 2 },
            { h: 'Details', w: 3 },
          ],
          rows: [
            ['Name of the student', ''],
            ['PRN / enrolment number', ''],
            ['Programme and year', ''],
            ['Mobile number and e-mail', ''],
            ['Nature of grievance', ''],
            ['Relief sought', ''],
          ],
        },
      },
      'Hand the form to the Students Facilitation Centre and collect the acknowledgement with the registration number.',
    ],
    { signatory: 'Chairperson, Student Grievance Redressal Committee' },
  ),
  student(
    'placement-report-2024-25',
    'Report',
    'Training and Placement Cell',
    'Placement Report 2024-25',
    '2025-07-30',
    'SSU/TPC/2025/09',
    [
      'In 2024-25, 1,126 students of the university departments and colleges were placed through 214 campus and pooled drives with 148 employers.',
      {
        table: {
          columns: [
            { h: 'Sector', w: 3 },
            { h: 'Students placed', w: 1 },
          ],
          rows: [
            ['Information technology', '486'],
            ['Banking and finance', '214'],
            ['Manufacturing and engineering', '198'],
            ['Pharmaceuticals and chemicals', '126'],
            ['Education and others', '102'],
          ],
        },
      },
      'The highest salary offered was Rs. 12.5 lakh a year (MCA) and the median Rs. 4.2 lakh a year.',
    ],
    { signatory: 'Training and Placement Officer' },
  ),
  student(
    'placement-drive-november-2025',
    'Notice',
    'Training and Placement Cell',
    'Pooled Campus Drive, 18 November 2025',
    '2025-11-05',
    'SSU/TPC/2025/21',
    [
      'A pooled campus drive for final-year MCA, M.Sc. Computer Science and B.Tech. students will be held on 18 November 2025 in the university auditorium. Seven IT companies will recruit for trainee software engineer roles.',
      'Register on the placement portal by 12 November 2025. Bring three copies of your resume and your identity card.',
    ],
    { signatory: 'Training and Placement Officer' },
  ),
  student(
    'alumni-meet-2025',
    'Invitation',
    'Alumni Association',
    'Invitation to the Annual Alumni Meet, 28 December 2025',
    '2025-11-20',
    'SSU/Alu/2025/04',
    [
      'The university alumni association invites all former students to the annual alumni meet on Sunday, 28 December 2025 from 10.00 a.m. in the Lok Kala Kendra on the campus.',
      'The programme includes the distinguished alumni awards, department visits and a cultural evening. Register online by 15 December 2025.',
    ],
    { signatory: 'Secretary, Alumni Association' },
  ),
  student(
    'sfc-services-and-fees',
    'Notice',
    'Students Facilitation Centre',
    'Services and Fees at the Students Facilitation Centre',
    '2025-04-01',
    'SSU/SFC/2025/02',
    [
      'The Students Facilitation Centre in the main building is the single window for certificates and corrections. It is open from 10.30 a.m. to 5.30 p.m. on working days.',
      {
        table: {
          columns: [
            { h: 'Service', w: 3 },
            { h: 'Fee (Rs.)', w: 1 },
            { h: 'Days', w: 1 },
          ],
          rows: [
            ['Duplicate mark sheet', '300', '7'],
            ['Transcript (per set)', '500', '7'],
            ['Migration certificate', '250', '3'],
            ['Provisional degree certificate', '300', '3'],
            ['Name correction', '200', '10'],
          ],
        },
      },
    ],
    { signatory: 'Deputy Registrar, Students Facilitation Centre' },
  ),
  student(
    'digital-degree-guidelines',
    'Guidelines',
    'Degree Certificate Section',
    'Applying for a Digital Degree Certificate',
    '2025-05-12',
    'SSU/Deg/2025/03',
    [
      'Degree certificates of graduates from 2020 onwards are issued digitally through the National Academic Depository (NAD) on DigiLocker, and printed certificates are given at the convocation.',
      {
        ol: [
          'Create an account on DigiLocker with your Aadhaar-linked mobile number.',
          'Link your Academic Bank of Credits (ABC) ID to your university PRN on the student portal.',
          'Apply for the degree on the student portal and pay the fee of Rs. 500.',
          'The signed digital degree appears under Issued Documents in DigiLocker within 30 days of the convocation.',
        ],
      },
    ],
    { signatory: 'Controller, Degree Certificate Section' },
  ),
  student(
    'digital-degree-verification',
    'Procedure',
    'Degree Certificate Section',
    'Verification of Degrees for Employers and Universities',
    '2025-05-12',
    'SSU/Deg/2025/04',
    [
      'Employers and other universities can verify degrees issued digitally on the National Academic Depository with the consent of the graduate, free of charge.',
      'Degrees issued before 2020 are verified on written request to the Degree Certificate Section with a fee of Rs. 1,000 per certificate; the reply is sent by e-mail within 15 working days.',
    ],
    { signatory: 'Controller, Degree Certificate Section' },
  ),
  student(
    'digital-degree-faq',
    'FAQ',
    'Degree Certificate Section',
    'Digital Degree: Frequently Asked Questions',
    '2025-05-12',
    'SSU/Deg/2025/05',
    [
      { h: 'Is the digital degree valid?' },
      'Yes. Documents issued in DigiLocker are legally equal to the original physical documents under the Information Technology Act, 2000.',
      { h: 'My name is spelt wrongly. What should I do?' },
      'Apply for a name correction at the Students Facilitation Centre with your higher secondary certificate. The corrected degree is uploaded again.',
      { h: 'I graduated in 2015. Can I get a digital degree?' },
      'Older degrees are being uploaded year by year. Until then, you may request a verification letter.',
    ],
    { signatory: 'Controller, Degree Certificate Section' },
  ),

  // Examinations
  exam(
    'timetable-oct-nov-2025-pg',
    'Timetable',
    'Timetable: M.Sc., MCA and M.A. Semester I and III, October-November 2025',
    '2025-10-14',
    'SSU/Exam/TT/2025/311',
    [
      'The examinations will be held in the afternoon session from 2.30 to 5.00 p.m.',
      {
        table: {
          columns: [
            { h: 'Date', w: 2 },
            { h: 'MCA Sem I', w: 3 },
            { h: 'M.Sc. CS Sem I', w: 3 },
          ],
          rows: [
            ['27 Oct 2025', 'Data Structures and Algorithms', 'Advanced Algorithms'],
            ['29 Oct 2025', 'OOP with Java', 'Machine Learning'],
            ['31 Oct 2025', 'Database Management Systems', 'Distributed Systems'],
            ['3 Nov 2025', 'Discrete Mathematics', 'Theory of Computation'],
            ['5 Nov 2025', 'Research Methodology', 'Research Methodology'],
          ],
        },
      },
    ],
  ),
  exam(
    'timetable-oct-nov-2025-ug',
    'Timetable',
    'Timetable: B.A., B.Com., B.Sc. and BCA Semester I, III and V, October-November 2025',
    '2025-10-14',
    'SSU/Exam/TT/2025/312',
    [
      'Undergraduate examinations are held in the morning session from 10.30 a.m. to 1.00 p.m. at the centres notified to the colleges.',
      'Examinations of the first semester begin on 3 November 2025; those of the third and fifth semesters on 27 October 2025. Practical examinations are held by colleges before the theory papers.',
    ],
  ),
  exam(
    'name-list-phd-viva-2025',
    'List',
    'Names of Ph.D. Candidates Called for Open Defence, November 2025',
    '2025-11-07',
    'SSU/Exam/PhD/2025/88',
    [
      'The following candidates are called for the open defence (viva voce) of their theses. The defence is open to the public.',
      {
        table: {
          columns: [
            { h: 'Candidate', w: 2 },
            { h: 'Subject', w: 2 },
            { h: 'Date', w: 1 },
          ],
          rows: [
            ['Ms. Snehal P. Desai', 'Computer Science', '17 Nov 2025'],
            ['Mr. Akshay B. Mali', 'Chemistry', '19 Nov 2025'],
            ['Ms. Rutuja S. Kadam', 'Marathi', '20 Nov 2025'],
            ['Mr. Omkar V. Shete', 'Economics', '24 Nov 2025'],
          ],
        },
      },
    ],
  ),
  exam(
    'name-list-revaluation-2025',
    'List',
    'Result of Revaluation, March-April 2025 Examinations',
    '2025-07-03',
    'SSU/Exam/Rev/2025/41',
    [
      'The results of 2,318 applications for revaluation of the March-April 2025 examinations have been declared. Marks changed in 412 cases; revised mark sheets are sent to the colleges.',
      'Candidates can see their result on the student portal with their seat number.',
    ],
  ),
  exam(
    'result-summary-summer-2025',
    'Summary',
    'Result Summary of the March-April 2025 Examinations',
    '2025-06-20',
    'SSU/Exam/Res/2025/52',
    [
      'Results of all 486 examinations of the March-April 2025 session were declared within 30 days of the last paper.',
      {
        table: {
          columns: [
            { h: 'Faculty', w: 3 },
            { h: 'Appeared', w: 1 },
            { h: 'Passed', w: 1 },
            { h: 'Percent', w: 1 },
          ],
          rows: [
            ['Humanities', '38,410', '29,962', '78.0'],
            ['Commerce and Management', '31,220', '25,288', '81.0'],
            ['Science and Technology', '44,805', '36,293', '81.0'],
            ['Interdisciplinary Studies', '6,140', '5,219', '85.0'],
          ],
        },
      },
    ],
  ),
  exam(
    'hall-ticket-instructions',
    'Instructions',
    'Instructions to Candidates on Hall Tickets',
    '2025-10-10',
    'SSU/Exam/HT/2025/19',
    [
      'Hall tickets are available on the student portal ten days before the examination. Colleges may print them for their students.',
      {
        ul: [
          'Check your name, photograph, seat number and papers; report mistakes to your college at once.',
          'Carry the hall ticket and your college identity card to every paper.',
          'Enter the examination hall 30 minutes before the paper begins.',
          'Do not write anything on the hall ticket.',
        ],
      },
    ],
  ),
  exam(
    'seating-arrangement-nov-2025',
    'Notice',
    'Seating Arrangement at the Campus Centre, October-November 2025',
    '2025-10-24',
    'SSU/Exam/Seat/2025/23',
    [
      'Seating for postgraduate examinations at the university campus centre is arranged by seat number in the following buildings.',
      {
        table: {
          columns: [
            { h: 'Seat numbers', w: 2 },
            { h: 'Building and hall', w: 3 },
          ],
          rows: [
            ['PG2501001 to PG2501240', 'Department of Computer Science, halls 1 to 4'],
            ['PG2501241 to PG2501600', 'Humanities building, ground floor'],
            ['PG2501601 to PG2502000', 'Lecture hall complex, first floor'],
          ],
        },
      },
      'A seating plan is displayed at each building entrance on the day of the examination.',
    ],
  ),
  exam(
    'sfc-exam-services',
    'Notice',
    'Examination Services at the Students Facilitation Centre',
    '2025-04-01',
    'SSU/Exam/SFC/2025/07',
    [
      'Photocopies of answer books, revaluation, duplicate hall tickets and corrections in examination records are handled at the examination desk of the Students Facilitation Centre.',
      'Apply for a photocopy of the answer book within 10 days of the result and for revaluation within 5 days of receiving the photocopy.',
    ],
  ),
  exam(
    'marksheet-distribution-2025',
    'Notice',
    'Distribution of Mark Sheets, March-April 2025 Examinations',
    '2025-07-15',
    'SSU/Exam/MS/2025/34',
    [
      'Printed mark sheets of the March-April 2025 examinations have been sent to the colleges and departments, which will hand them to the students from 21 July 2025.',
      'Digital mark sheets are also available in DigiLocker. Students who find a mistake should apply to the Students Facilitation Centre within 30 days.',
    ],
  ),
];
