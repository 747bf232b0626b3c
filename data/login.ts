import type { LoginForm } from './schema/layouts';
import { site } from './site';

/**
 * The sign-in form (spec 2.6 studentlogin, 3 "Login form field", 5). The
 * required flags and input types come from here. There is no server: the form
 * says that sign-in happens on the student portal and links to it.
 */
export const loginForm: LoginForm = {
  heading: 'Student Login',
  intro: 'Please enter your email and password to continue.',
  fields: [
    {
      label: 'Email',
      name: 'email',
      type: 'email',
      placeholder: 'name@example.com',
      required: true,
      autocomplete: 'username',
    },
    {
      label: 'Password',
      name: 'password',
      type: 'password',
      placeholder: 'Your password',
      required: true,
      autocomplete: 'current-password',
    },
  ],
  submitText: 'Login',
  forgotPassword: { text: 'Forgot Password?', path: '/forgot-password' },
  createAccount: {
    heading: 'Create An Account',
    text: `New to ${site.shortName}? New students create an account on the student portal to apply, see their results and raise a complaint.`,
    buttons: [
      { text: 'Create An Account', href: `${site.studentPortal}register` },
      { text: 'Raise a Complaint', href: '/student/grievance/register' },
    ],
  },
  portal: site.studentPortal,
};
