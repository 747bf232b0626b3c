import { useId } from 'react';
import { assetUrl } from '../core/asset-url';
import { useI18n } from '../core/i18n';
import { CodeProse } from './CodeProse';
import type { EmbedForm } from './snippets';

const FORMS: EmbedForm[] = ['tag', 'editor', 'iframe'];

/** The builder's choice of form (what each is for: `embedDocs.note.<form>`, shown under the snippet). */
export function FormChoice({ form, onForm }: { form: EmbedForm; onForm: (form: EmbedForm) => void }) {
  const { t } = useI18n();
  const name = useId();
  return (
    <fieldset className="m-0 flex flex-wrap gap-x-4 gap-y-2 rounded border border-gray-300 border-solid p-3">
      <legend className="px-1 text-sm font-semibold">{t('embedDocs.form')}</legend>
      {FORMS.map((value) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={value}
            checked={form === value}
            onChange={() => onForm(value)}
            className="visible-focus"
          />
          {t(`embedDocs.form.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The three forms and when to use each. */
export function EmbedForms() {
  const { t } = useI18n();
  return (
    <div className="flex max-w-prose flex-col gap-2" data-embed-forms="">
      <h3 className="m-0 text-base font-bold">{t('embedDocs.threeWays')}</h3>
      <dl className="m-0 flex flex-col gap-2">
        {FORMS.map((form) => (
          <div key={form} className="contents">
            <dt className="font-semibold">
              <CodeProse text={t(`embedDocs.way.${form}`)} />
            </dt>
            <dd className="m-0 pl-4">
              <CodeProse text={t(`embedDocs.way.${form}When`)} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The hostile-host gallery in public/demo/ (the end-to-end tests load these pages): file, and its catalog name. */
const GALLERY = [
  { file: 'quirks-bootstrap.html', name: 'quirks' },
  { file: 'clashing-names.html', name: 'clashing' },
  { file: 'editor-saved.html', name: 'editor' },
  { file: 'iframe-host.html', name: 'iframe' },
  { file: 'legacy-cms.html', name: 'legacy' },
] as const;

/** Links to the hostile-host gallery, each with what makes it hostile. */
export function HostileHostGallery() {
  const { t } = useI18n();
  return (
    <>
      <p className="m-0 max-w-prose">{t('embedDocs.galleryIntro')}</p>
      <ul className="m-0 flex list-disc flex-col gap-2 pl-5" data-embed-gallery="">
        {GALLERY.map((entry) => (
          <li key={entry.file}>
            <a
              href={assetUrl(`/demo/${entry.file}`)}
              className="visible-focus rounded font-semibold text-brand underline underline-offset-2"
            >
              {t(`embedDocs.gallery.${entry.name}`)}
            </a>
            : <CodeProse text={t(`embedDocs.gallery.${entry.name}What`)} />
          </li>
        ))}
      </ul>
    </>
  );
}
