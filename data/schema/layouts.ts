import { z } from 'zod';
import { FilePath, Href, IconClass, SitePath, WebUrl } from './common.ts';
import { RecordRows } from './page-queries.ts';
import { ImageAsset } from './site.ts';

/**
 * Content-item layouts (spec 2.6 and 3). One schema per `layout_type`; the
 * union `LayoutItem` is what a route's `contents` hold. Field names follow the
 * spec exactly, including its spelling `downloadble`.
 *
 * Conventions every layout shares:
 * - `content_id` is the sidebar item id the item belongs to (spec 2.5: the page
 *   shows the items whose content_id equals the active sidebar id; more than one
 *   item may share an id, they are shown in order).
 * - `title` is an optional heading (h2) above the item.
 * - `lang` (optional, e.g. 'mr') marks the whole item as written in that language.
 * - Any prose field typed `Text` is either a plain string or `{ text, lang }`
 *   for a single Marathi/Hindi string inside an English item:
 *   `'Plain English'` or `{ text: 'मराठी मजकूर', lang: 'mr' }`.
 * - Images are `{ src, width, height, alt }` (files under public/images/...);
 *   width and height are the file's intrinsic size.
 * - Links inside the site are paths ('/about/holidays'); external links are
 *   full https URLs (they open in a new tab with rel="noopener noreferrer").
 */

const lang = z.string().regex(/^[a-z]{2}(-[A-Za-z0-9]+)?$/, 'must be a language tag like "mr"');

/** A string, or a string in another language: `{ text: 'मराठी', lang: 'mr' }`. */
export const Text = z.union([z.string().min(1), z.object({ text: z.string().min(1), lang })]);
export type Text = z.infer<typeof Text>;

/** `{ text, href }`: a link. */
export const Link = z.object({ text: Text, href: Href });
export type Link = z.infer<typeof Link>;

/** A list entry: text, or a link. */
export const ListItem = z.union([Text, Link]);
export type ListItem = z.infer<typeof ListItem>;

/** Spec 3 important notice: title and content, or title and listItems. */
export const ImportantNotice = z
  .object({
    title: Text,
    content: Text.optional(),
    listItems: z.array(ListItem).optional(),
    lang: lang.optional(),
  })
  .refine((notice) => notice.content !== undefined || notice.listItems !== undefined, 'needs content or listItems');
export type ImportantNotice = z.infer<typeof ImportantNotice>;

/** An image with an optional title/caption (image rows, galleries). */
export const TitledImage = z.object({ img: ImageAsset, title: Text.optional() });
export type TitledImage = z.infer<typeof TitledImage>;

const base = {
  content_id: z.number().int().positive(),
  title: Text.optional(),
  lang: lang.optional(),
};

// ---------------------------------------------------------------------------
// Tables (searchbar-table, simple-table, multiple-table, multiple-file-table)
// ---------------------------------------------------------------------------

/**
 * A table column. `heading` is shown; `accessor` is the row key. A column may be
 * given as a plain string: then the accessor is the heading lower-cased with
 * every non-alphanumeric run replaced by `_` ('Phone No.' -> 'phone_no_').
 * - type 'order-list': array cells become an ordered list, `by` 'number' (1. 2.),
 *   'letter' (a. b.) or 'none' (no markers); default 'number'.
 * - type 'unorder-list': array cells become an unordered list, `by` 'bullet' or
 *   'none'; default 'bullet'. With `prevTexts`, item i is prefixed by prevTexts[i]
 *   in bold (e.g. ['Phone:', 'Email:']) and no bullets are shown.
 * - linkable: a string cell is an href; the link text is the cell value
 *   (cells may always be `{ text, href }` links, linkable or not).
 * Special accessors: 'file_title' shows the title with view/download controls
 * (unless the table also has a 'file' column); 'file' shows only the controls.
 */
export const TableColumn = z.object({
  heading: Text,
  accessor: z.string().min(1),
  type: z.enum(['order-list', 'unorder-list']).optional(),
  by: z.enum(['number', 'letter', 'none', 'bullet']).optional(),
  linkable: z.boolean().optional(),
  prevTexts: z.array(Text).optional(),
});
export type TableColumn = z.infer<typeof TableColumn>;

/** Spec 3 special row key Description: a bold title and a list. */
export const Description = z.object({ title: Text, listItems: z.array(ListItem) });
export type Description = z.infer<typeof Description>;

/** One cell: text, number, a link, a list (array), or a `{ title, listItems }` description. */
export const TableCell = z.union([Text, z.number(), Link, Description, z.array(ListItem), z.null()]);
export type TableCell = z.infer<typeof TableCell>;

/**
 * A row keyed by accessor. Special keys (spec 3):
 * - file: path of the row's file ('/docs/..pdf'); a row without it gets greyed, disabled view/download.
 * - file_title: the document's title; file_name: the download name (falls back to
 *   the file's own name, then 'document.pdf').
 * - serial_no: the row number shown in a 'serial_no' column.
 * - bold_heading: makes the row one bold cell across all columns (a group heading).
 * - Description: `{ title, listItems }`.
 */
export const TableRow = z
  .object({
    file: FilePath.optional(),
    file_title: Text.optional(),
    file_name: z.string().min(1).optional(),
    serial_no: z.union([z.number(), z.string()]).optional(),
    bold_heading: Text.optional(),
    Description: Description.optional(),
  })
  .catchall(TableCell);
export type TableRow = z.infer<typeof TableRow>;

/**
 * A table: `columns` (objects or strings), `rows` keyed by accessor,
 * `isHeader` (default true: show the header row), `shadow` (default false: a raised card look).
 * A table without rows shows 'No Data Found'.
 */
const tableFields = {
  title: Text.optional(),
  columns: z.array(z.union([TableColumn, z.string().min(1)])).min(1),
  rows: z.array(TableRow),
  isHeader: z.boolean().optional(),
  shadow: z.boolean().optional(),
  lang: lang.optional(),
};

/** A linkable column's text cells are links' targets: they follow the rule of every link. */
function checkLinkableCells(
  table: { columns: Array<z.infer<typeof TableColumn> | string>; rows: TableRow[] | RecordRows },
  ctx: z.RefinementCtx,
) {
  if (!Array.isArray(table.rows)) return;
  for (const column of table.columns) {
    if (typeof column === 'string' || !column.linkable) continue;
    table.rows.forEach((row, index) => {
      const cell = row[column.accessor];
      const link = typeof cell === 'string' ? Href.safeParse(cell) : undefined;
      for (const issue of link?.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: ['rows', index, column.accessor], message: issue.message });
    });
  }
}

/**
 * Where a table of records stands in its listing (data/listing-pages.ts): the build gives it to
 * a table whose rows come from a query, `{ path: '/student/circulars', page: 2, pages: 20 }`;
 * a page file never writes it.
 */
export const ListingPosition = z.strictObject({
  path: SitePath,
  page: z.number().int().positive(),
  pages: z.number().int().positive(),
});
export type ListingPosition = z.infer<typeof ListingPosition>;

export const Table = z.object({ ...tableFields, listing: ListingPosition.optional() }).superRefine(checkLinkableCells);
export type Table = z.infer<typeof Table>;

/** A table as a page file writes it: its rows written out, or a query over the records (data/schema/page-queries.ts). */
export const TableInFile = z
  .object({ ...tableFields, rows: z.union([z.array(TableRow), RecordRows]) })
  .superRefine(checkLinkableCells);

/** Options every table layout takes (spec 2.6). Defaults: viewable and downloadble true, searchable false. */
const tableOptions = {
  /** Show a labelled filter box over the rows (the spec passes the flag on; we show the box). */
  searchable: z.boolean().optional(),
  /** File cells show a 'view' link (new tab). Default true. */
  viewable: z.boolean().optional(),
  /** File cells show a download button. Default true. */
  downloadble: z.boolean().optional(),
  /** Table takes its content's width instead of the full width. */
  isAutoWidth: z.boolean().optional(),
  /** Header cells may wrap (default: they do not). */
  wrappable: z.boolean().optional(),
};

/**
 * searchbar-table: one or more tables with a filter box when `searchable`.
 * @example
 * { content_id: 2, layout_type: 'searchbar-table', title: 'Circulars', searchable: true,
 *   sections: [{ columns: ['Date', { heading: 'Title', accessor: 'file_title' }],
 *     rows: [{ date: '2025-09-15', file_title: 'Hostel admission', file: '/docs/student/hostel.pdf' }] }] }
 */
export const SearchbarTableLayout = z.object({
  ...base,
  layout_type: z.literal('searchbar-table'),
  ...tableOptions,
  sections: z.array(Table),
});

/**
 * simple-table: tables with list cells; `isAutoWidth` and `wrappable` apply.
 * @example
 * { content_id: 3, layout_type: 'simple-table', isAutoWidth: true, sections: [{ columns: [
 *     'Particulars', { heading: 'Details', accessor: 'details', type: 'order-list', by: 'letter' }],
 *   rows: [{ particulars: 'Faculties', details: ['Science', 'Commerce'] }] }] }
 */
export const SimpleTableLayout = z.object({
  ...base,
  layout_type: z.literal('simple-table'),
  ...tableOptions,
  sections: z.array(Table),
});

/**
 * multiple-table: titled tables; 'No tables found' when `sections` is empty.
 * @example
 * { content_id: 1, layout_type: 'multiple-table', sections: [
 *   { title: 'Senate members', columns: ['Name', 'Designation'], rows: [{ name: 'Dr. A. B. Patil', designation: 'Chairperson' }] }] }
 */
export const MultipleTableLayout = z.object({
  ...base,
  layout_type: z.literal('multiple-table'),
  ...tableOptions,
  sections: z.array(Table),
});

/**
 * multiple-file-table: tables of documents (rows with file, file_title, file_name).
 * @example
 * { content_id: 4, layout_type: 'multiple-file-table', sections: [{ title: 'Minutes',
 *   columns: ['Sr. No.', { heading: 'Document', accessor: 'file_title' }],
 *   rows: [{ sr_no_: 1, file_title: 'Meeting of 12 June 2025', file: '/docs/governance/minutes-2025-06.pdf' },
 *          { sr_no_: 2, file_title: 'Meeting of 3 March 2025' }] }] }   // second row: controls disabled
 */
export const MultipleFileTableLayout = z.object({
  ...base,
  layout_type: z.literal('multiple-file-table'),
  ...tableOptions,
  sections: z.array(Table),
});

// ---------------------------------------------------------------------------
// Prose and composite layouts
// ---------------------------------------------------------------------------

/** A formal-composite section: optional heading; `content` is one entry per paragraph or list item. */
export const FormalSection = z.object({
  heading: Text.optional(),
  type: z.enum(['paragraph', 'bullet-list', 'order-list', 'arrow-list']),
  content: z.array(ListItem).min(1),
  lang: lang.optional(),
});

/**
 * formal-composite: headed sections of paragraphs or bullet/ordered/arrow lists, then a highlighted
 * box of important notices.
 * @example
 * { content_id: 1, layout_type: 'formal-composite', sections: [
 *     { heading: 'Vision', type: 'paragraph', content: ['To be a centre of excellence ...'] },
 *     { heading: 'Goals', type: 'arrow-list', content: ['Access', 'Equity'] }],
 *   important_notices: [{ title: 'Note', content: 'Approved by the Senate in 2019.' }] }
 */
export const FormalCompositeLayout = z.object({
  ...base,
  layout_type: z.literal('formal-composite'),
  sections: z.array(FormalSection),
  important_notices: z.array(ImportantNotice).optional(),
});

/** Spec 3 Person: profile_image, person_name, text (one or more paragraphs), optional more_details. */
export const Person = z.object({
  profile_image: ImageAsset,
  person_name: Text,
  /** The person's office, shown under the name. */
  position: Text.optional(),
  text: z.union([Text, z.array(Text)]),
  /** External link, opens in a new tab. */
  more_details: z.object({ text: Text, path: Href }).optional(),
  lang: lang.optional(),
});
export type Person = z.infer<typeof Person>;

/**
 * personal-figured: a profile photo with name and text (one or more people).
 * @example
 * { content_id: 1, layout_type: 'personal-figured', sections: [{
 *   profile_image: { src: '/images/content/chancellor.svg', width: 240, height: 300, alt: 'Portrait of the Chancellor' },
 *   person_name: 'Shri Example Name', position: 'Chancellor', text: ['Paragraph one.', 'Paragraph two.'],
 *   more_details: { text: 'Raj Bhavan, Maharashtra', path: 'https://rajbhavan-maharashtra.gov.in/' } }] }
 */
export const PersonalFiguredLayout = z.object({
  ...base,
  layout_type: z.literal('personal-figured'),
  sections: z.array(Person).min(1),
});

/** Spec 3 image-grid item (former Vice-Chancellor): name, qualification, tenure, img. */
export const ImageGridCard = z.object({ name: Text, qualification: Text, tenure: Text, img: ImageAsset });
export type ImageGridCard = z.infer<typeof ImageGridCard>;

/**
 * image-grid: cards with image, name, qualification and tenure.
 * @example
 * { content_id: 1, layout_type: 'image-grid', sections: [
 *   { name: 'Dr. A. Example', qualification: 'M.Sc., Ph.D.', tenure: '1962 - 1966',
 *     img: { src: '/images/content/former-vc-1.svg', width: 200, height: 240, alt: 'Dr. A. Example' } }] }
 */
export const ImageGridLayout = z.object({
  ...base,
  layout_type: z.literal('image-grid'),
  sections: z.array(ImageGridCard),
});

/**
 * news-composite: paragraphs; an optional row of 2 or 3 images after the first
 * and after the second paragraph; then important notices.
 * @example
 * { content_id: 2, layout_type: 'news-composite', paragraph: ['First ...', 'Second ...', 'Third ...'],
 *   images_after_first: [{ img: {...}, title: 'Convocation' }, { img: {...} }], important_notices: [] }
 */
export const NewsCompositeLayout = z.object({
  ...base,
  layout_type: z.literal('news-composite'),
  paragraph: z.array(Text).min(1),
  images_after_first: z.array(TitledImage).min(2).max(3).optional(),
  images_after_second: z.array(TitledImage).min(2).max(3).optional(),
  important_notices: z.array(ImportantNotice).optional(),
});

/** A city-composite section: paragraphs, a list of bold text + text, or a list of images with titles. */
export const CitySection = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('paragraph'),
    heading: Text.optional(),
    content: z.array(Text).min(1),
    lang: lang.optional(),
  }),
  z.object({
    type: z.literal('list'),
    heading: Text.optional(),
    items: z.array(z.object({ bold: Text, text: Text })).min(1),
    lang: lang.optional(),
  }),
  z.object({
    type: z.literal('Images-list'),
    heading: Text.optional(),
    images: z.array(TitledImage).min(1),
    lang: lang.optional(),
  }),
]);
export type CitySection = z.infer<typeof CitySection>;

/**
 * city-composite: sections of type 'paragraph', 'list' (bold + text) or 'Images-list', then important
 * notices; a notice's listItems are laid out in 1 column (up to 6), 2 (7 to 12) or 3 (more than 12).
 * @example
 * { content_id: 2, layout_type: 'city-composite', sections: [
 *     { type: 'paragraph', heading: 'Kolhapur', content: ['...'] },
 *     { type: 'list', items: [{ bold: 'Population:', text: 'about 5.5 lakh' }] },
 *     { type: 'Images-list', images: [{ img: {...}, title: 'Rankala Lake' }] }],
 *   important_notices: [{ title: 'Places to visit', listItems: ['Rankala', 'Panhala'] }] }
 */
export const CityCompositeLayout = z.object({
  ...base,
  layout_type: z.literal('city-composite'),
  sections: z.array(CitySection),
  important_notices: z.array(ImportantNotice).optional(),
});

/** A row with an icon: address, phone, email, fax, website, person or time. `href` makes the text a link. */
export const ContactRow = z.object({
  icon: z.enum(['address', 'phone', 'email', 'fax', 'website', 'person', 'time']),
  text: z.union([Text, z.array(Text)]),
  href: Href.optional(),
});
export type ContactRow = z.infer<typeof ContactRow>;

/** Spec 3 contact table row: office (with optional description), phone list, email, link. */
export const OfficeRow = z.object({
  office: Text,
  description: Text.optional(),
  phone: z.array(z.string().min(1)),
  email: z.string().min(1),
  link: WebUrl.optional(),
});
export type OfficeRow = z.infer<typeof OfficeRow>;

/**
 * contact-composite: headed sections of icon rows, a table of offices (Office with description,
 * PhoneNo as a list, Email, Links as a 'Click here' external link), registrar-office entries, then two
 * fixed link rows: 'Holidays in 2025' (to /about/holidays) and 'Google Maps' (a Maps search for `map_query`,
 * default: the university's address from data/site/identity.yaml).
 * @example
 * { content_id: 4, layout_type: 'contact-composite',
 *   sections: [{ heading: 'Address', rows: [{ icon: 'address', text: ['Vidyanagar', 'Kolhapur 416004'] }] }],
 *   offices: { heading: 'Offices', rows: [{ office: 'Registrar', phone: ['0231 2609000'], email: 'registrar@ssu-kolhapur.ac.in' }] },
 *   registrar_office: { heading: 'Registrar office', rows: [{ icon: 'person', text: 'Dr. V. N. Example, Registrar' }] } }
 */
export const ContactCompositeLayout = z.object({
  ...base,
  layout_type: z.literal('contact-composite'),
  sections: z.array(z.object({ heading: Text, rows: z.array(ContactRow) })),
  offices: z.object({ heading: Text.optional(), rows: z.array(OfficeRow) }).optional(),
  registrar_office: z.object({ heading: Text, rows: z.array(ContactRow) }).optional(),
  map_query: z.string().min(1).optional(),
});

/**
 * comment: a message (e.g. the Vice-Chancellor's desk). `message` is markup (a few tags such as <p>,
 * <strong>, <em>, <a>, <ul>, <li>); line breaks become <br>. It is sanitised before display.
 * Signed with name, position, department and university.
 * @example
 * { content_id: 1, layout_type: 'comment', message: 'Dear students,\nWelcome to <strong>SSU</strong>.',
 *   signature: { name: 'Prof. Example', position: 'Vice-Chancellor', department: 'Office of the Vice-Chancellor',
 *   university: 'Sahyadri State University' } }
 */
export const CommentLayout = z.object({
  ...base,
  layout_type: z.literal('comment'),
  message: z.string().min(1),
  signature: z.object({ name: Text, position: Text, department: Text.optional(), university: Text }),
  image: ImageAsset.optional(),
});

/** Spec 3 file entry: file_name and file (a row without file shows greyed, disabled controls). */
export const FileEntry = z.object({ file_name: Text, file: FilePath.optional() });
export type FileEntry = z.infer<typeof FileEntry>;

/**
 * pdf_list: file rows, each with its name, a 'view' link and a 'Download' button.
 * @example
 * { content_id: 3, layout_type: 'pdf_list', sections: [{ file_name: 'Annual Report 2024-25', file: '/docs/about/annual-report-2024-25.pdf' }] }
 */
export const PdfListLayout = z.object({ ...base, layout_type: z.literal('pdf_list'), sections: z.array(FileEntry) });

/**
 * bullet-list: a simple bullet list (texts or `{ text, href }` links).
 * @example
 * { content_id: 2, layout_type: 'bullet-list', sections: ['Senate', { text: 'Academic Council', href: '/about/authorities/academic-council' }] }
 */
export const BulletListLayout = z.object({
  ...base,
  layout_type: z.literal('bullet-list'),
  sections: z.array(ListItem),
});

/**
 * paragraph-image: paragraphs, an optional image with caption, then extra paragraphs.
 * @example
 * { content_id: 5, layout_type: 'paragraph-image', paragraph: ['...'], image: { src: '/images/content/campus.svg', width: 800, height: 450, alt: 'Campus' },
 *   caption: 'The main building', extra_paragraph: ['...'] }
 */
export const ParagraphImageLayout = z.object({
  ...base,
  layout_type: z.literal('paragraph-image'),
  paragraph: z.array(Text).min(1),
  image: ImageAsset.optional(),
  caption: Text.optional(),
  extra_paragraph: z.array(Text).optional(),
});

/** The seven gallery grid variants of CollapsableImageGrid (spec 9: up to 7). */
export const galleryVariants = [
  'two-column',
  'three-column',
  'four-column',
  'five-column',
  'feature-first',
  'wide-strip',
  'compact',
] as const;
export const GalleryVariant = z.enum(galleryVariants);
export type GalleryVariant = z.infer<typeof GalleryVariant>;

/** A gallery item: an image, or `{ img, title }`. */
export const GalleryItem = z.union([ImageAsset, TitledImage]);
export type GalleryItem = z.infer<typeof GalleryItem>;

/**
 * CollapsableImageGrid: headed galleries; each shows its first `visible` items (default 6) and a
 * 'Show More' button that reveals the rest (the spec gives it no action; we decided it expands).
 * @example
 * { content_id: 8, layout_type: 'CollapsableImageGrid', sections: [{ heading: 'Tech fest 2025', variant: 'three-column',
 *   items: [{ src: '/images/content/gallery-1.svg', width: 400, height: 300, alt: 'Students at the fest' },
 *           { img: { src: '/images/content/gallery-2.svg', width: 400, height: 300, alt: 'Prize giving' }, title: 'Prize giving' }] }] }
 */
export const CollapsableImageGridLayout = z.object({
  ...base,
  layout_type: z.literal('CollapsableImageGrid'),
  sections: z.array(
    z.object({
      heading: Text,
      variant: GalleryVariant.optional(),
      visible: z.number().int().positive().optional(),
      items: z.array(GalleryItem),
    }),
  ),
});

/**
 * governance-contact-composite: headings, address lines and e-mail/telephone rows.
 * @example
 * { content_id: 1, layout_type: 'governance-contact-composite', sections: [{ heading: 'Registrar',
 *   address: ['Main Building', 'Vidyanagar, Kolhapur 416004'],
 *   contacts: [{ type: 'email', value: 'registrar@ssu-kolhapur.ac.in' }, { type: 'phone', value: '+91 231 260 9001' }] }] }
 */
export const GovernanceContactCompositeLayout = z.object({
  ...base,
  layout_type: z.literal('governance-contact-composite'),
  sections: z.array(
    z.object({
      heading: Text,
      address: z.array(Text).optional(),
      contacts: z
        .array(z.object({ type: z.enum(['email', 'phone', 'fax']), value: z.string().min(1), label: Text.optional() }))
        .optional(),
    }),
  ),
});

/** Headings of the `paragraph` layout shown in coloured boxes (spec 2.6). */
export const boxedHeadings = ['Vision', 'Mission', 'Motto Of NCC'] as const;

/**
 * paragraph: sections of the NCC (cadet corps) page. A section whose heading is 'Vision', 'Mission'
 * or 'Motto Of NCC' is shown in a coloured box; `images` are shown in columns.
 * @example
 * { content_id: 1, layout_type: 'paragraph', sections: [
 *   { heading: 'Motto Of NCC', paragraph: ['Unity and Discipline'] },
 *   { heading: 'Activities', paragraph: ['...'], list: ['Annual camp'], images: [{ img: {...}, title: 'Parade' }] }] }
 */
export const ParagraphLayout = z.object({
  ...base,
  layout_type: z.literal('paragraph'),
  sections: z.array(
    z.object({
      heading: Text.optional(),
      paragraph: z.array(Text).optional(),
      list: z.array(ListItem).optional(),
      images: z.array(TitledImage).optional(),
      lang: lang.optional(),
    }),
  ),
});

/** Spec 3 login form field: label, name, type, placeholder, required. */
export const LoginField = z.object({
  label: z.string().min(1),
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  type: z.enum(['email', 'password', 'text']),
  placeholder: z.string(),
  required: z.boolean(),
  autocomplete: z.string().optional(),
});
export type LoginField = z.infer<typeof LoginField>;

/** The sign-in form (spec 2.6 studentlogin, 3, 5): fields, texts and the Create-Account panel. */
export const LoginForm = z.object({
  heading: z.string().min(1),
  intro: z.string().min(1),
  fields: z.array(LoginField).min(1),
  submitText: z.string().min(1),
  forgotPassword: z.object({ text: z.string().min(1), path: Href }),
  createAccount: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
    buttons: z.array(z.object({ text: z.string().min(1), href: Href })).min(1),
  }),
  /** Where sign-in really happens (there is no server here). */
  portal: WebUrl,
});
export type LoginForm = z.infer<typeof LoginForm>;

/**
 * studentlogin: the sign-in form. Without `form` it uses data/site/login.yaml.
 * @example
 * { content_id: 4, layout_type: 'studentlogin', title: 'Student Login' }
 */
export const StudentLoginLayout = z.object({
  ...base,
  layout_type: z.literal('studentlogin'),
  form: LoginForm.optional(),
});

/** An icon class of Material Design Icons, written out in full so the style generator sees it. */

/**
 * multiple-list-cards: a banner image, items with icon, title and description (optional links),
 * and titled list cards.
 * @example
 * { content_id: 1, layout_type: 'multiple-list-cards', banner: { src: '/images/content/student-banner.svg', width: 1200, height: 300, alt: '...' },
 *   items: [{ icon: 'i-mdi-school', title: 'Admissions', description: 'How to apply', links: [{ text: 'Apply', href: '/student/sfc' }] }],
 *   cards: [{ title: 'Quick links', listItems: [{ text: 'Syllabus', href: '/student/syllabus' }] }] }
 */
export const MultipleListCardsLayout = z.object({
  ...base,
  layout_type: z.literal('multiple-list-cards'),
  banner: ImageAsset.optional(),
  items: z.array(z.object({ icon: IconClass, title: Text, description: Text, links: z.array(Link).optional() })),
  cards: z.array(z.object({ title: Text, listItems: z.array(ListItem) })),
});

const otherLayouts = [
  FormalCompositeLayout,
  PersonalFiguredLayout,
  ImageGridLayout,
  NewsCompositeLayout,
  CityCompositeLayout,
  ContactCompositeLayout,
  CommentLayout,
  PdfListLayout,
  BulletListLayout,
  ParagraphImageLayout,
  CollapsableImageGridLayout,
  GovernanceContactCompositeLayout,
  ParagraphLayout,
  StudentLoginLayout,
  MultipleListCardsLayout,
] as const;

/** Every content item: a discriminated union on `layout_type` (spec 2.6). */
export const LayoutItem = z.discriminatedUnion('layout_type', [
  SearchbarTableLayout,
  SimpleTableLayout,
  MultipleTableLayout,
  MultipleFileTableLayout,
  ...otherLayouts,
]);

/**
 * A content item as a page file writes it (data/pages/…): the same, except that a table's
 * `rows` may be a query over the records (`{ records: circulars, section: student }`).
 */
const tablesInFile = { sections: z.array(TableInFile) };
export const LayoutItemInFile = z.discriminatedUnion('layout_type', [
  SearchbarTableLayout.extend(tablesInFile),
  SimpleTableLayout.extend(tablesInFile),
  MultipleTableLayout.extend(tablesInFile),
  MultipleFileTableLayout.extend(tablesInFile),
  ...otherLayouts,
]);
export type LayoutItemInFile = z.infer<typeof LayoutItemInFile>;
export type LayoutItem = z.infer<typeof LayoutItem>;
export type LayoutType = LayoutItem['layout_type'];
export type LayoutOf<T extends LayoutType> = Extract<LayoutItem, { layout_type: T }>;

/** The 19 layout type names of spec 2.6, in the spec's order. */
export const layoutTypes = [
  'formal-composite',
  'personal-figured',
  'image-grid',
  'news-composite',
  'city-composite',
  'contact-composite',
  'searchbar-table',
  'comment',
  'pdf_list',
  'simple-table',
  'multiple-table',
  'multiple-file-table',
  'bullet-list',
  'paragraph-image',
  'CollapsableImageGrid',
  'governance-contact-composite',
  'paragraph',
  'studentlogin',
  'multiple-list-cards',
] as const satisfies readonly LayoutType[];

/** Spec 3 daily news row: serial_no, date (ISO yyyy-mm-dd), file_title, file (optional: greyed controls). */
export const NewsRow = z.object({
  serial_no: z.number().int().positive(),
  date: z.iso.date(),
  file_title: Text,
  file: FilePath.optional(),
});
export type NewsRow = z.infer<typeof NewsRow>;
