import { expect } from 'chai';
import '../../widgets/login-form/element';
import './fixtures/layout-widgets';
import { site } from '../../data/site';
import { cleanup, mount, shadow, until } from './helpers';

const input = (element: Element, name: string) =>
  shadow(element).querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submit = (element: Element) => shadow(element).querySelector<HTMLButtonElement>('button[type="submit"]')!;
const status = (element: Element) => shadow(element).querySelector('form [role="status"]')!;
const messageFor = (element: Element, name: string) => {
  const id = input(element, name).getAttribute('aria-describedby');
  return id ? shadow(element).getElementById(id) : null;
};
function type(field: HTMLInputElement, value: string) {
  field.focus();
  field.select();
  document.execCommand('insertText', false, value);
}

for (const tag of ['uni-login-form', 'uni-test-layout name="studentlogin"']) {
  describe(`sign-in form in <${tag}>`, () => {
    afterEach(cleanup);
    const open = () => mount(`<${tag}></${tag.split(' ')[0]}>`);

    it('shows the fields from data, the intro, Login, Forgot Password? and Create An Account', async () => {
      const form = await open();
      const text = shadow(form).textContent!;
      expect(text).to.contain('Please enter your email and password to continue.');
      expect(input(form, 'email').type).to.equal('email');
      expect(input(form, 'email').required).to.equal(true);
      expect(input(form, 'password').type).to.equal('password');
      expect(input(form, 'password').required).to.equal(true);
      // Sent before its code has loaded, what was typed must not land in the address.
      expect(shadow(form).querySelector('form')!.method).to.equal('post');
      expect(shadow(form).querySelector(`label[for="${input(form, 'email').id}"]`)!.textContent).to.contain('Email');
      expect(submit(form).textContent).to.equal('Login');
      const forgot = Array.from(shadow(form).querySelectorAll('a')).find((a) => a.textContent === 'Forgot Password?')!;
      expect(forgot.getAttribute('href')).to.equal('/forgot-password');
      expect(shadow(form).querySelector('[data-create-account] h3')!.textContent).to.equal('Create An Account');
      expect(shadow(form).querySelectorAll('[data-create-account] a').length).to.be.greaterThan(0);
    });

    it('shows no messages before a submit attempt, then accessible messages for empty required fields', async () => {
      const form = await open();
      expect(input(form, 'email').hasAttribute('aria-invalid')).to.equal(false);
      expect(messageFor(form, 'email')).to.equal(null);
      submit(form).click();
      await until(() => input(form, 'email').getAttribute('aria-invalid') === 'true', 'the email error');
      expect(messageFor(form, 'email')!.textContent).to.equal('Enter your email.');
      expect(messageFor(form, 'password')!.textContent).to.equal('Enter your password.');
      expect(input(form, 'password').getAttribute('aria-invalid')).to.equal('true');
      expect(shadow(form).activeElement).to.equal(input(form, 'email'));
      expect(status(form).textContent).to.equal('');
    });

    it('uses the browser email check and updates the messages as the user types', async () => {
      const form = await open();
      type(input(form, 'email'), 'student-at-example');
      submit(form).click();
      await until(
        () =>
          messageFor(form, 'email')?.textContent ===
          'Enter an email address in the correct format, like name@example.com.',
        'the format message',
      );
      type(input(form, 'email'), 'student@example.com');
      await until(() => !input(form, 'email').hasAttribute('aria-invalid'), 'the email error to clear');
      expect(messageFor(form, 'password')!.textContent).to.equal('Enter your password.');
    });

    it('a valid submission keeps what was typed and says that sign-in happens on the student portal', async () => {
      const form = await open();
      const before = location.href;
      type(input(form, 'email'), 'student@example.com');
      type(input(form, 'password'), 'secret-123');
      submit(form).click();
      await until(() => status(form).textContent!.includes('student portal'), 'the no-server message');
      expect(status(form).textContent).to.contain('This website cannot sign you in.');
      expect(status(form).querySelector('a')!.getAttribute('href')).to.equal(site.studentPortal);
      expect(status(form).querySelector('a')!.rel).to.equal('noopener noreferrer');
      expect(input(form, 'email').value).to.equal('student@example.com');
      expect(input(form, 'password').value).to.equal('secret-123');
      expect(location.href).to.equal(before);
    });
  });
}
