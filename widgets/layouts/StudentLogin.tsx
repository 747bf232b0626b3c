import { loginForm } from '../../data/login';
import type { LayoutOf } from '../../data/schema/layouts';
import { LanguageProvider, useI18n } from '../core/i18n';
import { useLocalisedSample, withLanguageLinks } from '../core/localised-sample';
import { SignInForm, translatedLoginForm } from '../core/sign-in-form';

/**
 * studentlogin: the sign-in form in the page's language (data/site/login.yaml, translated in
 * data/site/<lang>/login.yaml), unless the item brings its own form, which is shown as written.
 * A language without a translation shows the English form marked `lang="en"`, its messages in
 * the page's language.
 */
export function StudentLogin({ item }: { item: LayoutOf<'studentlogin'> }) {
  const { lang } = useI18n();
  const { data, dataLang } = useLocalisedSample(loginForm, translatedLoginForm, lang);
  if (item.form) return <SignInForm form={item.form} />;
  const form = <SignInForm form={withLanguageLinks(data, lang)} />;
  if (dataLang === lang) return form;
  return (
    <div lang={dataLang}>
      <LanguageProvider lang={lang} textLang={dataLang}>
        {form}
      </LanguageProvider>
    </div>
  );
}
