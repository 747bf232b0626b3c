import { loginForm } from '../../data/login';
import type { WidgetExample } from '../core/definitions';
import type { LoginFormProps } from './props';
import { LoginForm } from './LoginForm';

/** The component the examples render; the default example is the shipped sample. */
export const component = LoginForm;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<LoginFormProps>> = {
  default: { data: loginForm },
  staffPortal: {
    data: {
      ...loginForm,
      heading: 'Staff Login',
      createAccount: { ...loginForm.createAccount, buttons: loginForm.createAccount.buttons.slice(0, 1) },
    },
  },
};
