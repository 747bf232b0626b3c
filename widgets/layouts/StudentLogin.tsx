import { loginForm } from '../../data/login';
import type { LayoutOf } from '../../data/schema/layouts';
import { SignInForm } from '../core/sign-in-form';

/** studentlogin: the sign-in form (fields from data/site/login.yaml unless the item brings its own). */
export function StudentLogin({ item }: { item: LayoutOf<'studentlogin'> }) {
  return <SignInForm form={item.form ?? loginForm} />;
}
