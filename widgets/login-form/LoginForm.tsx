import { SignInForm } from '../core/sign-in-form';
import type { LoginFormProps } from './props';

/** The student sign-in form on its own (the same form as the `studentlogin` layout). */
export function LoginForm({ data }: LoginFormProps) {
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <SignInForm form={data} />
    </div>
  );
}
