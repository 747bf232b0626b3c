import { useId } from 'react';
import { assetUrl } from '../core/asset-url';
import type { EmbedForm } from './snippets';

/** What each form is for, shown under the builder's snippet. */
export const FORM_NOTES: Record<EmbedForm, string> = {
  tag: 'The tag itself: for pages whose HTML you write or paste as it is (a department site, a template, a CMS "raw HTML" block).',
  editor:
    'For pages saved by a WYSIWYG editor, which removes unknown tags and every script: the loader goes once in the site template, the <div> in the content. Inline JSON cannot survive the editor: give a data URL (src).',
  iframe:
    'For CMSs that allow no script at all, only an iframe. Links open in your page’s tab. Without the optional script the frame keeps its fixed height and scrolls inside; inline JSON cannot travel in a URL: give a data URL (src).',
};

const FORM_LABELS: Record<EmbedForm, string> = {
  tag: 'Tag',
  editor: 'Editor-safe <div>',
  iframe: 'Iframe',
};

/** The builder's choice of form. */
export function FormChoice({ form, onForm }: { form: EmbedForm; onForm: (form: EmbedForm) => void }) {
  const name = useId();
  return (
    <fieldset className="m-0 flex flex-wrap gap-x-4 gap-y-2 rounded border border-gray-300 border-solid p-3">
      <legend className="px-1 text-sm font-semibold">Form</legend>
      {(Object.keys(FORM_LABELS) as EmbedForm[]).map((value) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={value}
            checked={form === value}
            onChange={() => onForm(value)}
            className="focus-ring"
          />
          {FORM_LABELS[value]}
        </label>
      ))}
    </fieldset>
  );
}

const code = 'rounded bg-gray-100 px-1 font-mono text-accent';

/** The three forms and when to use each. */
export function EmbedForms() {
  return (
    <div className="flex max-w-prose flex-col gap-2" data-embed-forms="">
      <h3 className="m-0 text-base font-bold">Three ways to place a widget</h3>
      <dl className="m-0 flex flex-col gap-2">
        <dt className="font-semibold">
          The tag, <code className={code}>&lt;uni-events categories="Academic"&gt;&lt;/uni-events&gt;</code>
        </dt>
        <dd className="m-0 pl-4">Wherever you control the HTML. The loader once per page, then the tags.</dd>
        <dt className="font-semibold">
          The editor-safe form,{' '}
          <code className={code}>&lt;div data-uni-widget="uni-events" data-categories="Academic"&gt;&lt;/div&gt;</code>
        </dt>
        <dd className="m-0 pl-4">
          Every attribute becomes <code className={code}>data-</code> + its name. Needed where a WYSIWYG editor saves
          the page: CKEditor (Drupal's editor), TinyMCE (Joomla's and WordPress's classic editor), and WordPress for
          authors who may not post unfiltered HTML remove unknown tags such as{' '}
          <code className={code}>&lt;uni-events&gt;</code> and every <code className={code}>&lt;script&gt;</code>, but
          keep a <code className={code}>&lt;div&gt;</code> with <code className={code}>data-</code> attributes. The
          loader goes once in the site template; placeholders that arrive later are upgraded too.
        </dd>
        <dt className="font-semibold">
          The iframe, <code className={code}>&lt;iframe src="…/embed/frame/uni-events?categories=Academic"&gt;</code>
        </dt>
        <dd className="m-0 pl-4">
          Where no script is allowed. Every widget has a frame page showing only that widget; its attributes go in the
          query. An optional script fits each frame to its widget; without it the frame keeps a fixed height.
        </dd>
      </dl>
    </div>
  );
}

const GALLERY = [
  {
    file: 'quirks-bootstrap.html',
    title: 'Quirks mode, 10 px root',
    what: 'No doctype, a Bootstrap 3-era theme with a 10 px root, layout tables, jQuery 1.x and Prototype globals.',
  },
  {
    file: 'clashing-names.html',
    title: 'Clashing names',
    what: 'The loader included twice, and the page’s own <uni-foo> and <unicorn-x> elements.',
  },
  {
    file: 'editor-saved.html',
    title: 'Saved by an editor',
    what: 'Only <div data-uni-widget> placeholders, one of them added after the page has loaded.',
  },
  {
    file: 'iframe-host.html',
    title: 'Iframes only',
    what: 'Frame pages, one sized by the optional script and one at its fixed height, on a page with a 10 px root.',
  },
  {
    file: 'legacy-cms.html',
    title: 'Hostile legacy theme',
    what: 'An old table-layout page whose CSS restyles every element it can reach, with the department’s own data.',
  },
];

/** Links to the hostile-host gallery in public/demo/ (the end-to-end tests load these pages). */
export function HostileHostGallery() {
  return (
    <>
      <p className="m-0 max-w-prose">
        Each page below is a hostile host the widgets are tested on: they must look and work as on a clean page, and
        leave the page as it was.
      </p>
      <ul className="m-0 flex list-disc flex-col gap-2 pl-5" data-embed-gallery="">
        {GALLERY.map((entry) => (
          <li key={entry.file}>
            <a
              href={assetUrl(`/demo/${entry.file}`)}
              className="focus-ring rounded font-semibold text-brand underline underline-offset-2"
            >
              {entry.title}
            </a>
            : {entry.what}
          </li>
        ))}
      </ul>
    </>
  );
}
