import { PasswordResetScreen } from '@/features/accounts';

export function Component() {
  return <PasswordResetScreen />;
}
