/** Every sample document the site links to; make-pdfs.mjs renders each one. */
import { academics } from './academics.mjs';
import { circulars } from './circulars.mjs';
import { computerScience } from './computer-science.mjs';
import { governance } from './governance.mjs';
import { newsAndAbout } from './news-about.mjs';
import { notices } from './notices.mjs';
import { others } from './others.mjs';
import { studentDocs } from './student.mjs';
import { syllabi } from './syllabus.mjs';

export const documents = [
  ...academics,
  ...circulars,
  ...computerScience,
  ...governance,
  ...newsAndAbout,
  ...notices,
  ...others,
  ...studentDocs,
  ...syllabi,
];
