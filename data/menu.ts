import type { MenuItem } from './schema/menu.ts';
import { site } from './site.ts';

/**
 * The main menu (spec 2.2). Where the spec sent seven About entries to one path
 * (/about/contact), each has its own path here so no two entries share a page;
 * the same for children, which the spec names without paths (docs/developers/decisions.md lists this).
 */
export const menu: MenuItem[] = [
  {
    id: 1,
    title: 'Home',
    path: '/',
  },
  {
    id: 2,
    title: 'About Us',
    path: '/about',
    submenus: [
      {
        id: 1,
        title: 'About Us',
        path: '/about/history',
        childSubmenus: [
          {
            id: 1,
            title: 'About the city',
            path: '/about/history/city',
          },
          {
            id: 2,
            title: 'Google Map',
            path: '/about/history/map',
          },
          {
            id: 3,
            title: 'Contact Information',
            path: '/about/history/contact-information',
          },
          {
            id: 4,
            title: 'How to reach',
            path: '/about/history/how-to-reach',
          },
          {
            id: 5,
            title: 'About University',
            path: '/about/history/university',
          },
        ],
      },
      {
        id: 2,
        title: 'Authorities And Bodies',
        path: '/about/authorities',
        childSubmenus: [
          {
            id: 1,
            title: 'Senate',
            path: '/about/authorities/senate',
          },
          {
            id: 2,
            title: 'Management Council',
            path: '/about/authorities/management-council',
          },
          {
            id: 3,
            title: 'Academic Council',
            path: '/about/authorities/academic-council',
          },
          {
            id: 4,
            title: 'Board of Deans',
            path: '/about/authorities/board-of-deans',
          },
          {
            id: 5,
            title: 'Student Council declaration',
            path: '/about/authorities/student-council',
          },
          {
            id: 6,
            title: 'Faculties',
            path: '/about/authorities/faculties',
          },
          {
            id: 7,
            title: 'BOS',
            path: '/about/authorities/bos',
          },
          {
            id: 8,
            title: 'Ad-Hoc Board',
            path: '/about/authorities/ad-hoc-board',
          },
          {
            id: 9,
            title: 'Board of University Department and Interdisciplinary studies',
            path: '/about/authorities/university-departments-board',
          },
          {
            id: 10,
            title: 'Fee Fixation Committee',
            path: '/about/authorities/fee-fixation-committee',
          },
        ],
      },
      {
        id: 3,
        title: 'Mission Vision and Goals',
        path: '/about/statistics',
      },
      {
        id: 4,
        title: 'Chancellor',
        path: '/about/campus',
      },
      {
        id: 5,
        title: 'Vice Chancellor desk',
        path: '/about/policies',
      },
      {
        id: 6,
        title: 'Former Vice Chancellors',
        path: '/about/former-vice-chancellors',
      },
      {
        id: 7,
        title: 'Organization Structure',
        path: '/about/organization-structure',
      },
      {
        id: 8,
        title: 'University Officers',
        path: '/about/university-officers',
      },
      {
        id: 9,
        title: 'Office Working Hours',
        path: '/about/office-working-hours',
      },
      {
        id: 10,
        title: 'Organogram',
        path: '/about/organogram',
      },
      {
        id: 11,
        title: 'Statistical Information',
        path: '/about/statistical-information',
      },
      {
        id: 12,
        title: 'Holidays',
        path: '/about/holidays',
      },
    ],
  },
  {
    id: 3,
    title: 'Academics',
    path: '/academics',
    submenus: [
      {
        id: 1,
        title: 'Department of Computer Science',
        path: '/academics/computer-science',
        childSubmenus: [
          {
            id: 1,
            title: "Head's Desk",
            path: '/academics/computer-science/heads-desk',
          },
          {
            id: 2,
            title: 'Profile',
            path: '/academics/computer-science/profile',
          },
          {
            id: 3,
            title: 'Programmes',
            path: '/academics/computer-science/programmes',
          },
          {
            id: 4,
            title: 'Faculty',
            path: '/academics/computer-science/faculty',
          },
          {
            id: 5,
            title: 'Research',
            path: '/academics/computer-science/research',
          },
          {
            id: 6,
            title: 'Events',
            path: '/academics/computer-science/events',
          },
          {
            id: 7,
            title: 'Infrastructure',
            path: '/academics/computer-science/infrastructure',
          },
          {
            id: 8,
            title: 'Photo Gallery',
            path: '/academics/computer-science/gallery',
          },
          {
            id: 9,
            title: 'Contact',
            path: '/academics/computer-science/contact',
          },
        ],
      },
    ],
  },
  {
    id: 4,
    title: 'Governance',
    path: '/governance',
    submenus: [
      {
        id: 1,
        title: 'Statutes',
        path: '/governance/statutes',
        childSubmenus: [
          {
            id: 1,
            title: 'Registrar',
            path: '/governance/statutes/registrar',
          },
          {
            id: 2,
            title: 'Director Board of Examinations and Evaluation',
            path: '/governance/statutes/director-examinations',
          },
          {
            id: 3,
            title: 'Finance and Accounts Officers',
            path: '/governance/statutes/finance-accounts-officers',
          },
          {
            id: 4,
            title: 'Board of Studies members',
            path: '/governance/statutes/board-of-studies',
          },
        ],
      },
      {
        id: 2,
        title: 'Committees',
        path: '/governance/committees',
        childSubmenus: [
          {
            id: 1,
            title: 'Academic Committee',
            path: '/governance/committees/academic',
          },
          {
            id: 2,
            title: 'Finance Committee',
            path: '/governance/committees/finance',
          },
          {
            id: 3,
            title: 'Executive Committee',
            path: '/governance/committees/executive',
          },
          {
            id: 4,
            title: 'Planning Committee',
            path: '/governance/committees/planning',
          },
        ],
      },
      {
        id: 3,
        title: 'Officers',
        path: '/governance/officers',
      },
      {
        id: 4,
        title: 'Policies',
        path: '/governance/policies',
      },
      {
        id: 5,
        title: 'Reports',
        path: '/governance/reports',
      },
      {
        id: 6,
        title: 'Meetings',
        path: '/governance/meetings',
      },
    ],
  },
  {
    id: 5,
    title: 'Research',
    path: '/research',
  },
  {
    id: 6,
    title: 'Student',
    path: '/student',
    submenus: [
      {
        id: 1,
        title: 'Syllabus',
        path: '/student/syllabus',
      },
      {
        id: 2,
        title: 'Facilities',
        path: '/student/facilities',
        childSubmenus: [
          {
            id: 1,
            title: 'Boys Hostel',
            path: '/student/facilities/boys-hostel',
          },
          {
            id: 2,
            title: 'Girls Hostel',
            path: '/student/facilities/girls-hostel',
          },
          {
            id: 3,
            title: 'Sports',
            path: '/student/facilities/sports',
          },
          {
            id: 4,
            title: 'BBK Resource Center',
            path: '/student/facilities/bbk-resource-center',
          },
        ],
      },
      {
        id: 3,
        title: 'SWAYAM',
        path: '/student/swayam',
      },
      {
        id: 4,
        title: 'Scholarships',
        path: '/student/scholarships',
        childSubmenus: [
          {
            id: 1,
            title: 'Merit Scholarships',
            path: '/student/scholarships/merit',
          },
          {
            id: 2,
            title: 'Maharashtra Government Scholarships',
            path: '/student/scholarships/maharashtra',
          },
          {
            id: 3,
            title: 'Central Government Scholarships',
            path: '/student/scholarships/central',
          },
          {
            id: 4,
            title: 'University Prizes',
            path: '/student/scholarships/university-prizes',
          },
          {
            id: 5,
            title: 'Prizes and Scholarships',
            path: '/student/scholarships/prizes-scholarship',
          },
          {
            id: 6,
            title: 'Research Fellowships',
            path: '/student/scholarships/research',
          },
        ],
      },
      {
        id: 5,
        title: 'Support Schemes',
        path: '/student/support-schemes',
      },
      {
        id: 6,
        title: 'Coaching Classes',
        path: '/student/coachings',
      },
      {
        id: 7,
        title: 'Student Development',
        path: '/student/development',
      },
      {
        id: 8,
        title: 'NSS',
        path: '/student/nss',
      },
      {
        id: 9,
        title: 'NCC',
        path: '/student/ncc',
      },
      {
        id: 10,
        title: 'Examinations',
        path: '/student/examinations',
        childSubmenus: [
          {
            id: 1,
            title: 'Timetable',
            path: '/student/examinations/timetable',
          },
          {
            id: 2,
            title: 'Name Lists',
            path: '/student/examinations/name-lists',
          },
          {
            id: 3,
            title: 'Result Summary',
            path: '/student/examinations/summary',
          },
          {
            id: 4,
            title: 'Hall Tickets',
            path: '/student/examinations/hall-tickets',
          },
          {
            id: 5,
            title: 'Seating Arrangement',
            path: '/student/examinations/seating',
          },
          {
            id: 6,
            title: 'SFC',
            path: '/student/examinations/sfc',
          },
          {
            id: 7,
            title: 'Marksheets',
            path: '/student/examinations/marksheets',
          },
        ],
      },
      {
        id: 11,
        title: 'Digital Degree',
        path: '/student/digital-degree',
        childSubmenus: [
          {
            id: 1,
            title: 'Apply',
            path: '/student/digital-degree/apply',
          },
          {
            id: 2,
            title: 'Download',
            path: '/student/digital-degree/download',
          },
          {
            id: 3,
            title: 'Verification',
            path: '/student/digital-degree/verification',
          },
          {
            id: 4,
            title: 'FAQ',
            path: '/student/digital-degree/faq',
          },
        ],
      },
      {
        id: 12,
        title: 'Students Facilitation Centre',
        path: '/student/sfc',
      },
      {
        id: 13,
        title: 'Grievance',
        path: '/student/grievance',
        childSubmenus: [
          {
            id: 1,
            title: 'Register a Grievance',
            path: '/student/grievance/register',
          },
          {
            id: 2,
            title: 'Grievance Status',
            path: '/student/grievance/status',
          },
          {
            id: 3,
            title: 'Grievance Policy',
            path: '/student/grievance/policy',
          },
          {
            id: 4,
            title: 'Grievance Cell Contact',
            path: '/student/grievance/contact',
          },
        ],
      },
      {
        id: 14,
        title: 'Placement',
        path: '/student/placement',
      },
      {
        id: 15,
        title: 'Alumni',
        path: '/student/alumni',
      },
    ],
  },
  {
    id: 7,
    title: 'IQAC',
    path: '/iqac',
  },
  {
    id: 8,
    title: 'Incubation Center',
    path: '/incubation-center',
  },
  {
    id: 9,
    title: 'International Affairs Cell',
    path: '/international-affairs',
  },
  {
    id: 10,
    title: `NEP2020 ${site.shortName}`,
    path: '/nep',
  },
  {
    id: 11,
    title: 'Disclosure',
    path: '/disclosure',
  },
];
