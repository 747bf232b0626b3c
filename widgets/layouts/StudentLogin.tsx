import { loginForm } from '../../data/login';
import { DEFAULT_LANGUAGE } from '../../data/i18n/languages';
import type { LayoutOf } from '../../data/schema/layouts';
import { LanguageProvider, useI18n } from '../core/i18n';
import { SignInForm } from '../core/sign-in-form';

/**
 * studentlogin: the sign-in form (fields from data/site/login.yaml unless the item brings its own).
 * That form is written in English: on a Marathi or Hindi page it is marked `lang="en"`,
 * and its messages still speak the page's language.
 */
export function StudentLogin({ item }: { item: LayoutOf<'studentlogin'> }) {
  const { lang } = useI18n();
  if (item.form || lang === DEFAULT_LANGUAGE) return <SignInForm form={item.form ?? loginForm} />;
  return (
    <div lang={DEFAULT_LANGUAGE}>
      <LanguageProvider lang={lang} textLang={DEFAULT_LANGUAGE}>
        <SignInForm form={loginForm} />
      </LanguageProvider>
    </div>
  );
}
