import type { LoginForm as LoginFormData } from '../../data/schema/layouts';
import type { WidgetProps } from '../core/definitions';

/** The props <LoginForm> receives: its data (fields, texts and the portal address). */
export type LoginFormProps = WidgetProps<{}, LoginFormData>;
