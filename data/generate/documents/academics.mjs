export const academics = [
  {
    path: 'academics/academic-calendar-2025-26.pdf',
    kind: 'Circular',
    office: 'Academic Section',
    title: 'Academic Calendar 2025-26 for University Departments and Affiliated Colleges',
    date: '2025-05-30',
    ref: 'SSU/Acad/Cal/2025/118',
    to: ['The Heads of all University Departments', 'The Principals of all affiliated colleges'],
    body: [
      'The Academic Council, at its meeting held on 22 May 2025, approved the academic calendar for the year 2025-26. All departments and colleges are requested to plan teaching, internal assessment and co-curricular activities accordingly.',
      {
        table: {
          columns: [
            { h: 'Activity', w: 3 },
            { h: 'From', w: 1.3 },
            { h: 'To', w: 1.3 },
          ],
          rows: [
            ['First term teaching', '16 June 2025', '18 October 2025'],
            ['Diwali vacation', '20 October 2025', '8 November 2025'],
            ['First term examinations', '27 October 2025', '22 November 2025'],
            ['Second term teaching', '10 November 2025', '30 March 2026'],
            ['Second term examinations', '6 April 2026', '15 May 2026'],
            ['Summer vacation', '4 May 2026', '14 June 2026'],
          ],
        },
      },
      'Teaching days lost to unforeseen closures shall be made good on Saturdays with the approval of the Dean of the faculty. The detailed examination timetable will be issued separately by the Director, Board of Examinations and Evaluation.',
    ],
  },
];
