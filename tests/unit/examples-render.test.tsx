import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { widgetDefinitions, withDeclaredDefaults } from '../../widgets/core/definitions';
import { widgetLoaders } from '../../widgets/registry';

/**
 * Every named example of every widget renders under react-dom/server (prerendering stays possible,
 * no component touches `window` while rendering) and shows what it is there to show: its heading
 * or key text, and not what it leaves out. An example is written as a page writes the tag, so it
 * gets the declared defaults of the attributes it leaves out, as the element gives them. Axe checks
 * every example in Chromium (tests/browser/widget-examples.test.ts).
 */
const modules = import.meta.glob<{ component: ComponentType<any>; examples: Record<string, Record<string, unknown>> }>(
  '../../widgets/*/examples.ts',
  { eager: true },
);
await Promise.all(Object.values(widgetLoaders).map((load) => load()));

interface Shows {
  /** Text a visitor reads in it (headings, names, messages). */
  text: string[];
  /** Text it must not show (what the example leaves out). */
  not?: string[];
  images?: number;
  links?: number;
}

/** What each example shows, by `<widget folder>.<example name>`. A new example needs a line here. */
const SHOWS: Record<string, Shows> = {
  'access-bar.default': { text: ['Skip to main content', 'A+ (larger text)', 'High contrast', 'मराठी'] },
  'access-bar.customTargets': { text: ['To Navigation', 'To Content'] },
  'affiliations.default': { text: ['Affiliated Institutions', 'Solar Energy', 'Nation'] },
  'affiliations.eightLogos': { text: ['Affiliated Institutions', 'Solar Energy', 'Nation'] },
  'affiliations.oneLogo': { text: ['Affiliated Institutions', 'Solar Energy'], not: ['Nation'] },
  'content-page.default': { text: ['Related Pages', 'History of the university', 'Milestones', 'Updates/News'] },
  'content-page.childActive': { text: ['About the city', 'करवीर नगरी', 'Places to visit in and around Kolhapur'] },
  'content-page.contact': { text: ['Contact information', 'Telephone and e-mail', 'Registrar office'] },
  'content-page.vcDesk': { text: ["From the Vice-Chancellor's desk"], images: 1 },
  'content-page.holidays': { text: ['Holidays in 2025', 'Diwali vacation for university offices'] },
  'content-page.authoritiesBos': { text: ['Boards of Studies', 'Members of the Senate, 2022-2027'] },
  'content-page.governance': { text: ['How the university is governed', 'Right to Information'] },
  'content-page.research': { text: ['Research and Development Cell', 'Avishkar 2025'] },
  'embed-docs.default': { text: ['Embed our widgets', 'Load the kit once per page', 'Live preview'] },
  'embed-docs.otherLoader': { text: ['Embed our widgets', 'Build your snippet'] },
  'events.default': { text: ['Upcoming Events', 'School/Sports', 'Inter-departmental athletics meet'] },
  'events.all': { text: ['Upcoming Events', 'School/Sports', 'Academic'] },
  'events.departmentSite': {
    text: ['Seminar', 'JAN 8', '2026', 'Research seminar of the Department of Computer Science.'],
    not: ['School/Sports'],
  },
  'events.academicAndWorkshops': { text: ['Academic', 'Groundwater in the Deccan Traps'], not: ['School/Sports'] },
  'events.noEvents': { text: ['Upcoming Events'], not: ['2025', 'School/Sports'] },
  'featured-video.default': { text: ['Featured Videos', 'वृत्तपत्रविद्या व जनसंवाद'] },
  'featured-video.noThumbnails': { text: ['Featured Videos', 'Play the video'] },
  'featured-video.englishCaption': { text: ['A documentary by the students of the Department of Mass Communication'] },
  'footer.default': { text: ['Quick Links', 'University Grants Commission', 'Terms of Use'] },
  'footer.sevenLinks': { text: ['University Grants Commission', 'NAAC'] },
  'footer.noLinks': { text: ['Terms of Use', 'Privacy Policy'], not: ['University Grants Commission'] },
  'header.default': { text: ['Sahyadri State University', 'सह्याद्री राज्य विद्यापीठ', 'Search the site'] },
  'header.externalSearch': { text: ['Sahyadri State University', 'Search the site'] },
  'hero.default': { text: ['Slide 4', 'SSU on X', 'Stop automatic slide show'], images: 4 },
  'hero.oneSlide': { text: ['Slide 1', 'SSU on X'], not: ['Slide 2'], images: 1 },
  'hero.noSocialLinks': { text: ['Slide 4', 'Quick Links'], not: ['SSU on X'], links: 1 },
  'layouts.default': { text: ['Mission, vision and goals', 'To make knowledge a power for change.'] },
  'layouts.formal-composite': { text: ['Mission, vision and goals', 'By the Senate in 2019.'] },
  'layouts.personal-figured': { text: ['Shri Vasantrao Deshmukh', 'Chancellor'], images: 1 },
  'layouts.image-grid': { text: ['Dr. Vishnu G. Apte', '1962 - 1966', 'Prof. Yeshwant S. Khandekar'], images: 2 },
  'layouts.news-composite': { text: ['First paragraph.', 'Third paragraph.', 'Note'], images: 5 },
  'layouts.city-composite': { text: ['Kolhapur', 'A historic city.', 'Rankala Lake', 'Places'] },
  'layouts.contact-composite': { text: ['Address', 'info@ssu-kolhapur.ac.in', 'Dr. Meenal Shinde, Registrar'] },
  'layouts.searchbar-table': { text: ['Search this table', 'Diwali Vacation for University Offices', '20 Oct 2025'] },
  'layouts.comment': { text: ['Dear students,', 'Welcome to SSU.', 'Prof. (Dr.) Sunanda Kulkarni'] },
  'layouts.pdf_list': { text: ['Holidays 2025', 'Holidays 2026 (not yet published)', 'Download'], links: 2 },
  'layouts.simple-table': { text: ['Particulars', 'registrar@ssu-kolhapur.ac.in', 'Faculties'] },
  'layouts.multiple-table': { text: ['Board of Studies in Computer Science', 'Dr. R. P. Kulkarni', 'No Data Found'] },
  'layouts.multiple-file-table': { text: ['Documents', 'Senate members', 'Minutes (awaiting confirmation)', 'view'] },
  'layouts.bullet-list': { text: ['Senate', 'Academic Council'] },
  'layouts.paragraph-image': { text: ['The campus covers 853 acres.', 'विद्यानगर परिसर'], images: 1 },
  'layouts.CollapsableImageGrid': { text: ['Campus', 'Main building', 'Show More (2 more in Campus)', 'Events'] },
  'layouts.governance-contact-composite': { text: ['Office of the Registrar', 'Fax : +91 231 269 1533'] },
  'layouts.paragraph': { text: ['Vision', 'Motto Of NCC', 'Unity and Discipline'], images: 2 },
  'layouts.studentlogin': { text: ['Student Login', 'Create An Account', 'Raise a Complaint'] },
  'layouts.multiple-list-cards': { text: ['Admissions', 'How to apply.', 'Scholarships'] },
  'layouts.searchbar-table without data': { text: ['No Data Found'], links: 0 },
  'layouts.multiple-table without tables': { text: ['Boards', 'No tables found'] },
  'layouts.table without header': { text: ['1', '2'], not: ['No Data Found'] },
  'layouts.files not viewable or downloadable': { text: ['Senate members'], not: ['view', 'Download'], links: 0 },
  'leadership.default': { text: ['University Leadership', 'Shri Vasantrao Deshmukh', 'Chancellor'] },
  'leadership.twoLeaders': { text: ['University Leadership', 'Shri Vasantrao Deshmukh'] },
  'leadership.longName': { text: ['Prof. (Dr.) Shrimant Chhatrapati Vishwasrao Bhosale-Nimbalkar'] },
  'login-form.default': { text: ['Student Login', 'Email', 'Password', 'Forgot Pass'] },
  'login-form.staffPortal': { text: ['Staff Login'], not: ['Student Login'] },
  'menu.default': { text: ['Home', 'About Us', 'NEP2020'] },
  'menu.aboutSectionActive': { text: ['About Us', 'About the city'] },
  'menu.singleItem': { text: ['Home'], not: ['About Us'], links: 1 },
  'news.default': { text: ['Daily News', 'All news', 'Revised Fee Structure for Ph.D. Programme'] },
  'news.latestFive': { text: ['Daily News', '24 Oct 2025'] },
  'news.withoutFiles': { text: ['Notices (files pending)'] },
  'news.empty': { text: ['Daily News', 'No Data Found'] },
  'page.default': { text: ['Screen Reader Access', 'Guidelines for Indian Govern'] },
  'page.quickLinks': { text: ['Quick Links', 'Every quick link of the home page and the footer'] },
  'page.search': { text: ['Search', 'Loading the search…'] },
  'page.searchNothingFound': { text: ['Search', 'Loading the search…'] },
  'page.sitemap': { text: ['Sitemap', 'Mission Vision and Goals'] },
  'page.feedback': { text: ['Feedback', 'Tell us what is wrong or missing on this website'] },
  'page.help': { text: ['Help', 'how to find your way around the website'] },
  'page.notFound': { text: ['404 - Page Not Found', "The page you're looking for doesn't exist."] },
  'portal-grid.default': { text: ['University Portal', 'BBK KRC', 'PGBUTR-Ph.D. Admission'], links: 12 },
  'portal-grid.fiveTiles': { text: ['University Portal', 'Industry Collaboration'], not: ['Exam Section'], links: 5 },
  'portal-grid.empty': { text: ['University Portal'], links: 0 },
  'quick-links.default': { text: ['Quick Links', 'Photo Gallery', 'Right To Services'] },
  'quick-links.fourLinks': { text: ['Photo Gallery', 'Intranet'], not: ['Right To Services'] },
  'quick-links.empty': { text: ['Quick Links'], not: ['Photo Gallery'] },
  'recognitions.default': { text: ['Recognitions'], images: 6 },
  'recognitions.three': { text: ['Recognitions'], images: 3 },
  'search.default': { text: ['Search Sahyadri State University'] },
  'search.fewSuggestions': { text: ['Search Sahyadri State University'] },
  'statistics.default': { text: ['SSU at a Glance', '853', 'Campus in Acre', 'Affiliated Colle'] },
  'statistics.bigNumbers': { text: ['SSU at a Glance', '8,53,000', '62,000'] },
};

/** The text a visitor reads: tags out, the entities React writes decoded, spaces collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const count = (html: string, tag: string) => html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;

const allExamples = Object.entries(modules).flatMap(([file, { component, examples }]) =>
  Object.entries(examples).map(([name, props]) => ({ widget: file.split('/').at(-2)!, name, component, props })),
);

describe('widget examples render on the server', () => {
  it('every widget folder has examples, a default among them, each with what it shows here (and nothing stale)', () => {
    const folders = Object.keys(modules).map((file) => file.split('/').at(-2));
    expect(folders).toEqual(expect.arrayContaining(Object.keys(widgetLoaders).map((tag) => tag.slice(4))));
    for (const [file, module] of Object.entries(modules))
      expect(Object.keys(module.examples), file).toContain('default');
    expect(allExamples.map(({ widget, name }) => `${widget}.${name}`).sort()).toEqual(Object.keys(SHOWS).sort());
  });

  it('gives an example the declared default of an attribute it leaves out (the component has no default of its own)', () => {
    const { component: AccessBar, examples } = modules['../../widgets/access-bar/examples.ts'];
    const declared = widgetDefinitions.get('uni-access-bar')!.declared;
    const html = renderToString(<AccessBar {...withDeclaredDefaults(examples.default, declared)} />);
    expect(html).toContain('href="#navigation"');
    expect(html).toContain('href="#content"');
  });

  for (const { widget, name, component: Component, props } of allExamples) {
    it(`${widget}: ${name}`, () => {
      // widgets/layouts has examples but no element (no attributes): its props render as they are.
      const declared = widgetDefinitions.get(`uni-${widget}`)?.declared ?? {};
      const html = renderToString(<Component {...withDeclaredDefaults(props, declared)} />);
      const shows = SHOWS[`${widget}.${name}`];
      expect(shows, `no line in SHOWS for ${widget}.${name}`).toBeDefined();
      const text = visibleText(html);
      for (const wanted of shows!.text) expect(text).toContain(wanted);
      for (const unwanted of shows!.not ?? []) expect(text).not.toContain(unwanted);
      // Counted where the example is about how many (unset: any number).
      expect(count(html, 'img')).toBe(shows!.images ?? count(html, 'img'));
      expect(count(html, 'a')).toBe(shows!.links ?? count(html, 'a'));
    });
  }
});
