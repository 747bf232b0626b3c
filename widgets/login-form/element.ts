import { loginForm } from '../../data/login';
import { defineWidget } from '../core/define-widget';
import { translatedLoginForm } from '../core/sign-in-form';
import { LoginForm } from './LoginForm';

/**
 * `<uni-login-form>`: the student sign-in form (email and password, required,
 * from data), 'Login', 'Forgot Password?' (/forgot-password) and the
 * 'Create An Account' panel. There is no server: a valid submission says that
 * sign-in happens on the student portal and links to it; nothing is sent.
 */
defineWidget({
  tag: 'uni-login-form',
  hydrate: 'interaction',
  component: LoginForm,
  /** URL of JSON shaped like data/site/login.yaml (`LoginForm` in data/schema/layouts.ts) */
  data: {
    sample: loginForm,
    schema: () => import('../../data/schema/layouts').then((m) => m.LoginForm),
    translated: translatedLoginForm,
  },
});
