import { ForgotPasswordScreen } from '@/features/accounts';

export function Component() {
  return <ForgotPasswordScreen />;
}
