import type { LoginForm as LoginFormData } from '../../data/schema/layouts';
import { SignInForm } from '../core/sign-in-form';

export interface LoginFormProps {
  /** Fields, texts and the portal address (default: data/login.ts). */
  data: LoginFormData;
}

/** The student sign-in form on its own (the same form as the `studentlogin` layout). */
export function LoginForm({ data }: LoginFormProps) {
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <SignInForm form={data} />
    </div>
  );
}
