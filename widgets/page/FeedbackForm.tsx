import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { MessageKey, Translate } from '../../data/i18n/translate';
import { site } from '../../data/site';
import { useI18n } from '../core/i18n';

/**
 * The feedback form (GIGW 3.0). Validation works like the sign-in form's: our
 * messages appear after the first submit attempt, then follow the input
 * (aria-invalid, aria-describedby, focus on the first invalid field). The site is
 * static, so a valid message either goes to `site.feedbackEndpoint` (when one is
 * configured) or opens the visitor's e-mail program with the message prefilled;
 * the status line says which. Nothing typed is ever cleared, except after a
 * confirmed send.
 */

type FieldName = 'name' | 'email' | 'page' | 'message';
type Outcome = 'sent' | 'mailto' | 'failed' | undefined;

const fields: Array<{
  name: FieldName;
  label: MessageKey;
  type: string;
  required: boolean;
  autoComplete?: string;
}> = [
  { name: 'name', label: 'feedback.name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'email', label: 'feedback.email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'page', label: 'feedback.page', type: 'text', required: false },
  { name: 'message', label: 'feedback.message', type: 'textarea', required: true },
];

const inputClass = 'visible-focus w-full rounded border px-3 py-2 text-base';

function messageFor(field: (typeof fields)[number], validity: ValidityState, t: Translate): string | undefined {
  if (validity.valid) return undefined;
  if (validity.valueMissing) return t('feedback.required', { field: t(field.label).toLowerCase() });
  return t('feedback.emailInvalid');
}

/** The mailto: link that opens the visitor's e-mail program with the message written out. */
export function feedbackMailto(values: Record<FieldName, string>, t: Translate): string {
  const page = values.page || '/';
  const body = `${values.message}\n\n${values.name}\n${values.email}\n${t('feedback.page')}: ${page}`;
  return `mailto:${site.email}?subject=${encodeURIComponent(t('feedback.subject', { page }))}&body=${encodeURIComponent(body)}`;
}

export function FeedbackForm({ endpoint = site.feedbackEndpoint }: { endpoint?: string }) {
  const { t } = useI18n();
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempted, setAttempted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);

  // The footer's link names the page the visitor came from (?page=/about).
  useEffect(() => {
    const page = new URLSearchParams(window.location.search).get('page');
    const input = formRef.current?.elements.namedItem('page');
    if (page && input instanceof HTMLInputElement && !input.value) input.value = page;
  }, []);

  const validate = (form: HTMLFormElement) =>
    Object.fromEntries(
      fields.map((field) => {
        const input = form.elements.namedItem(field.name) as HTMLInputElement | HTMLTextAreaElement;
        return [field.name, messageFor(field, input.validity, t)];
      }),
    ) as Partial<Record<FieldName, string>>;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate(form);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field.name]);
    if (firstInvalid) {
      setOutcome(undefined);
      (form.elements.namedItem(firstInvalid.name) as HTMLElement).focus();
      return;
    }
    const values = Object.fromEntries(
      fields.map((field) => [field.name, (form.elements.namedItem(field.name) as HTMLInputElement).value.trim()]),
    ) as Record<FieldName, string>;
    if (!endpoint) {
      window.location.href = feedbackMailto(values, t);
      setOutcome('mailto');
      return;
    }
    setSending(true);
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      });
      setOutcome(response.ok ? 'sent' : 'failed');
      if (response.ok) form.reset();
    } catch {
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  };

  const onInput = () => {
    if (attempted && formRef.current) setErrors(validate(formRef.current));
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      className="space-y-4 rounded border border-gray-200 p-5 shadow-sm"
      data-feedback-form=""
    >
      {fields.map((field) => {
        const id = `${baseId}-${field.name}`;
        const error = attempted ? errors[field.name] : undefined;
        const common = {
          id,
          name: field.name,
          required: field.required,
          autoComplete: field.autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          className: `${inputClass} ${error ? 'border-alert' : 'border-gray-500'}`,
        };
        return (
          <div key={field.name} className="flex flex-col gap-1">
            <label htmlFor={id} className="font-semibold">
              {t(field.label)}
              {field.required ? (
                <span className="text-alert" aria-hidden="true">
                  {' '}
                  *
                </span>
              ) : null}
            </label>
            {field.type === 'textarea' ? <textarea rows={6} {...common} /> : <input type={field.type} {...common} />}
            {error ? (
              <p id={`${id}-error`} className="m-0 text-sm font-semibold text-alert" data-error-for={field.name}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={sending}
        className="visible-focus rounded bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {t('feedback.submit')}
      </button>
      <output className="block" data-feedback-outcome={outcome ?? ''}>
        {outcome ? (
          <p className="m-0 rounded border-l-4 border-brand bg-brand-light p-3">
            {t(`feedback.${outcome}`, { email: site.email })}
          </p>
        ) : null}
      </output>
    </form>
  );
}
