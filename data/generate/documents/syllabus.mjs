/** Syllabi: the current NEP 2020 syllabi and older syllabi kept for repeat students. */

const syllabus = ({ slug, programme, year, date, ref, intro, courses, outcome }) => ({
  path: `syllabus/${slug}.pdf`,
  kind: 'Syllabus',
  office: 'Board of Studies',
  title: `${programme}: Structure and Syllabus (${year})`,
  date,
  ref,
  signatory: 'Deputy Registrar (Academic)',
  body: [
    intro,
    { h: 'Course structure' },
    {
      table: {
        columns: [
          { h: 'Code', w: 1 },
          { h: 'Course', w: 4 },
          { h: 'Credits', w: 1 },
        ],
        rows: courses,
      },
    },
    { h: 'Evaluation' },
    'Each course is assessed out of 100 marks: 40 marks of continuous internal assessment (tests, assignments, seminars) and 60 marks in the university examination at the end of the semester. A student must obtain 40 percent separately in internal and university assessment to pass.',
    ...(outcome ? [{ h: 'Programme outcomes' }, outcome] : []),
  ],
});

export const syllabi = [
  syllabus({
    slug: 'mca-nep-2025',
    programme: 'Master of Computer Applications (MCA)',
    year: '2025-26 onwards',
    date: '2025-05-22',
    ref: 'SSU/Acad/Syl/2025/041',
    intro:
      'This syllabus of the two-year MCA programme was approved by the Academic Council on 22 May 2025 and applies to students admitted from 2025-26. It follows the AICTE model curriculum and the credit framework of NEP 2020.',
    courses: [
      ['MCA101', 'Data Structures and Algorithms', '4'],
      ['MCA102', 'Object Oriented Programming with Java', '4'],
      ['MCA103', 'Database Management Systems', '4'],
      ['MCA104', 'Discrete Mathematics', '4'],
      ['MCA105', 'Web Technologies Laboratory', '2'],
      ['MCA106', 'Research Methodology', '4'],
    ],
    outcome:
      'Graduates design, build and maintain software systems, work in teams using modern engineering practice and continue to learn new technologies.',
  }),
  syllabus({
    slug: 'msc-cs-nep-2025',
    programme: 'M.Sc. Computer Science',
    year: '2025-26 onwards',
    date: '2025-05-22',
    ref: 'SSU/Acad/Syl/2025/042',
    intro:
      'This syllabus of the two-year M.Sc. Computer Science programme was approved by the Academic Council on 22 May 2025. The fourth semester is a full-time research project or industry internship.',
    courses: [
      ['MSC101', 'Advanced Algorithms', '4'],
      ['MSC102', 'Machine Learning', '4'],
      ['MSC103', 'Distributed Systems', '4'],
      ['MSC104', 'Theory of Computation', '4'],
      ['MSC105', 'Machine Learning Laboratory', '2'],
      ['MSC106', 'Research Methodology', '4'],
    ],
  }),
  syllabus({
    slug: 'bca-nep-2025',
    programme: 'Bachelor of Computer Applications (BCA), four-year honours',
    year: '2025-26 onwards',
    date: '2025-05-22',
    ref: 'SSU/Acad/Syl/2025/043',
    intro:
      'The BCA programme follows the four-year undergraduate structure of NEP 2020 with exit options after the first year (certificate), second year (diploma) and third year (degree).',
    courses: [
      ['BCA101', 'Programming in C', '4'],
      ['BCA102', 'Computer Fundamentals and Office Tools', '2'],
      ['BCA103', 'Mathematics for Computing', '4'],
      ['BCA104', 'Communication Skills in English', '2'],
      ['BCA105', 'Indian Knowledge System', '2'],
      ['BCA106', 'Programming Laboratory', '2'],
    ],
  }),
  syllabus({
    slug: 'integrated-ai-ml-2025',
    programme: 'Integrated B.Sc.-M.Sc. in Artificial Intelligence and Machine Learning',
    year: '2025-26 onwards',
    date: '2025-05-22',
    ref: 'SSU/Acad/Syl/2025/044',
    intro:
      'A five-year integrated programme with an intake of 30 students. Students may exit after three years with a B.Sc. degree or after four years with a B.Sc. (Honours with Research).',
    courses: [
      ['AIM101', 'Python Programming', '4'],
      ['AIM102', 'Linear Algebra', '4'],
      ['AIM103', 'Probability and Statistics', '4'],
      ['AIM104', 'Introduction to Artificial Intelligence', '4'],
      ['AIM105', 'Python Laboratory', '2'],
    ],
  }),
  syllabus({
    slug: 'pgd-data-science-2025',
    programme: 'PG Diploma in Data Science',
    year: '2025-26 onwards',
    date: '2025-05-22',
    ref: 'SSU/Acad/Syl/2025/045',
    intro:
      'A one-year postgraduate diploma for graduates of any discipline with mathematics at the higher secondary level. Intake 40. Classes are held in the evening for working professionals.',
    courses: [
      ['PDS101', 'Statistics for Data Science', '4'],
      ['PDS102', 'Data Wrangling with Python', '4'],
      ['PDS103', 'Data Visualisation', '4'],
      ['PDS104', 'Applied Machine Learning', '4'],
      ['PDS105', 'Capstone Project', '4'],
    ],
  }),
  syllabus({
    slug: 'mca-2020',
    programme: 'Master of Computer Applications (MCA)',
    year: '2020-21 to 2024-25',
    date: '2020-06-30',
    ref: 'SSU/Acad/Syl/2020/052',
    intro:
      'This is the earlier syllabus of the MCA programme, kept for students admitted up to 2024-25 who still have papers to clear. It is not used for new admissions.',
    courses: [
      ['CS101', 'Programming in C++', '4'],
      ['CS102', 'Operating Systems', '4'],
      ['CS103', 'Software Engineering', '4'],
      ['CS104', 'Computer Networks', '4'],
      ['CS105', 'Laboratory I', '4'],
    ],
  }),
  syllabus({
    slug: 'msc-cs-2019',
    programme: 'M.Sc. Computer Science',
    year: '2019-20 to 2024-25',
    date: '2019-06-15',
    ref: 'SSU/Acad/Syl/2019/077',
    intro:
      'Earlier syllabus of the M.Sc. Computer Science programme under the choice based credit system (CBCS). Backlog examinations under this syllabus will be held until the winter 2026 session.',
    courses: [
      ['CSM101', 'Design and Analysis of Algorithms', '4'],
      ['CSM102', 'Advanced Operating Systems', '4'],
      ['CSM103', 'Compiler Construction', '4'],
      ['CSM104', 'Data Mining', '4'],
    ],
  }),
  syllabus({
    slug: 'bca-2019',
    programme: 'Bachelor of Computer Applications (BCA), three-year',
    year: '2019-20 to 2023-24',
    date: '2019-06-15',
    ref: 'SSU/Acad/Syl/2019/078',
    intro:
      'Earlier CBCS syllabus of the three-year BCA degree. Students admitted from 2024-25 follow the four-year NEP structure.',
    courses: [
      ['BCA11', 'Fundamentals of Computers', '4'],
      ['BCA12', 'Programming in C', '4'],
      ['BCA13', 'Business Communication', '4'],
      ['BCA14', 'Principles of Accounting', '4'],
    ],
  }),
  syllabus({
    slug: 'ba-marathi-2018',
    programme: 'B.A. Marathi',
    year: '2018-19 to 2023-24',
    date: '2018-06-20',
    ref: 'SSU/Acad/Syl/2018/064',
    intro:
      'Earlier syllabus of the B.A. programme with Marathi as the special subject. Texts prescribed include modern Marathi poetry, the novel and folk literature of western Maharashtra.',
    courses: [
      ['MAR1', 'Modern Marathi Poetry', '4'],
      ['MAR2', 'Marathi Novel', '4'],
      ['MAR3', 'Folk Literature', '4'],
      ['MAR4', 'Grammar and Linguistics', '4'],
    ],
  }),
  syllabus({
    slug: 'bcom-2019',
    programme: 'B.Com.',
    year: '2019-20 to 2023-24',
    date: '2019-06-15',
    ref: 'SSU/Acad/Syl/2019/081',
    intro: 'Earlier CBCS syllabus of the three-year B.Com. degree.',
    courses: [
      ['COM1', 'Financial Accounting', '4'],
      ['COM2', 'Business Economics', '4'],
      ['COM3', 'Business Law', '4'],
      ['COM4', 'Banking and Finance', '4'],
    ],
  }),
  syllabus({
    slug: 'msc-physics-2019',
    programme: 'M.Sc. Physics',
    year: '2019-20 to 2024-25',
    date: '2019-06-15',
    ref: 'SSU/Acad/Syl/2019/083',
    intro: 'Earlier CBCS syllabus of the two-year M.Sc. Physics programme.',
    courses: [
      ['PHY101', 'Classical Mechanics', '4'],
      ['PHY102', 'Quantum Mechanics I', '4'],
      ['PHY103', 'Mathematical Physics', '4'],
      ['PHY104', 'Electronics', '4'],
    ],
  }),
];
