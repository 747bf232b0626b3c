import form from './site/login.yaml';
import type { LoginForm } from './schema/layouts';

/** The sign-in form (spec 2.6 studentlogin, 3 "Login form field", 5), written in data/site/login.yaml. */
export const loginForm: LoginForm = form;
