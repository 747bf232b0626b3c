import { useId, useRef, useState, type FormEvent } from 'react';
import type { Translate } from '../../data/i18n/translate';
import type { LoginField, LoginForm } from '../../data/schema/layouts';
import { TextLink } from './text';
import { useI18n } from './i18n';
import { fromLanguageFolders } from './localised-sample';

/**
 * The sign-in form the `studentlogin` layout and `<uni-login-form>` share
 * (widgets/core/sign-in-form.tsx). Fields, types and required flags come from
 * data. The browser's own constraint validation decides what is wrong; our
 * messages are shown beside the fields (aria-invalid, aria-describedby) after the
 * first submit attempt and follow the input from then on. There is no server:
 * a valid submission keeps what was typed and says plainly (role=status) that
 * sign-in happens on the student portal, with a link. It never pretends to sign in.
 */

/** The form's texts in other languages (data/site/<lang>/login.yaml), loaded only for a page in that language. */
export const translatedLoginForm = fromLanguageFolders(
  import.meta.glob<LoginForm>('../../data/site/*/login.yaml', { import: 'default' }),
);

type Errors = Record<string, string | undefined>;

/** Our message for a field's ValidityState. */
export function messageFor(
  field: LoginField,
  validity: Pick<ValidityState, 'valid' | 'valueMissing' | 'typeMismatch'>,
  t: Translate,
): string | undefined {
  if (validity.valid) return undefined;
  if (validity.valueMissing) return t('login.required', { label: field.label.toLowerCase() });
  if (validity.typeMismatch && field.type === 'email') return t('login.email');
  return t('login.invalid');
}

const inputClass = 'visible-focus w-full rounded border px-3 py-2 text-base';

export function SignInForm({ form }: { form: LoginForm }) {
  const { t, controlLang } = useI18n();
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempted, setAttempted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  const validate = (element: HTMLFormElement): Errors => {
    const result: Errors = {};
    for (const field of form.fields) {
      const input = element.elements.namedItem(field.name);
      if (input instanceof HTMLInputElement) result[field.name] = messageFor(field, input.validity, t);
    }
    return result;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const found = validate(element);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = form.fields.find((field) => found[field.name]);
    if (firstInvalid) {
      setSent(false);
      (element.elements.namedItem(firstInvalid.name) as HTMLInputElement | null)?.focus();
      return;
    }
    setSent(true);
  };

  const onInput = () => {
    setSent(false);
    if (attempted && formRef.current) setErrors(validate(formRef.current));
  };

  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-5" data-sign-in="">
      {/* POST: should the form be sent before its code has loaded (there is nothing to receive it),
          what was typed goes in the request's body, never into the address, history or server logs. */}
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        className="space-y-4 rounded border border-gray-200 p-5 shadow-sm md:col-span-3"
        aria-labelledby={`${baseId}-heading`}
      >
        <h3 id={`${baseId}-heading`} className="m-0 text-xl font-bold text-brand">
          {form.heading}
        </h3>
        <p className="m-0 text-gray-800">{form.intro}</p>
        {form.fields.map((field) => {
          const id = `${baseId}-${field.name}`;
          const error = attempted ? errors[field.name] : undefined;
          return (
            <div key={field.name} className="flex flex-col gap-1">
              <label htmlFor={id} className="font-semibold">
                {field.label}
                {field.required ? (
                  <span className="text-alert" aria-hidden="true">
                    {' '}
                    *
                  </span>
                ) : null}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                placeholder={field.placeholder}
                required={field.required}
                autoComplete={field.autocomplete}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={error ? `${inputClass} border-alert` : `${inputClass} border-gray-500`}
              />
              {error ? (
                <p
                  id={`${id}-error`}
                  className="m-0 flex items-center gap-1 text-sm font-semibold text-alert"
                  data-error-for={field.name}
                  lang={controlLang}
                >
                  <span className="i-mdi-alert-circle" aria-hidden="true" />
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="visible-focus rounded bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {form.submitText}
          </button>
          <a href={form.forgotPassword.path} className="visible-focus rounded text-brand underline">
            {form.forgotPassword.text}
          </a>
        </div>
        <div
          role="status"
          className={sent ? 'rounded border-l-4 border-brand bg-brand-light p-3' : ''}
          lang={controlLang}
        >
          {sent ? (
            <>
              <p className="m-0 mb-1">{t('login.noServer')}</p>
              <TextLink link={{ text: t('login.portalLink'), href: form.portal }} />
            </>
          ) : null}
        </div>
      </form>
      <section
        className="rounded bg-brand-light p-5 md:col-span-2"
        aria-labelledby={`${baseId}-create`}
        data-create-account=""
      >
        <h3 id={`${baseId}-create`} className="m-0 mb-2 text-lg font-bold text-brand">
          {form.createAccount.heading}
        </h3>
        <p className="m-0 mb-4">{form.createAccount.text}</p>
        <div className="flex flex-wrap gap-3">
          {form.createAccount.buttons.map((button) => (
            <TextLink
              key={button.href}
              link={{ text: button.text, href: button.href }}
              className="visible-focus inline-block rounded border-2 border-brand bg-white px-4 py-2 font-semibold text-brand no-underline hover:bg-brand hover:text-white"
            />
          ))}
        </div>
      </section>
    </div>
  );
}
