import { LoginRegisterScreen } from '@/features/accounts';

export function Component() {
  return <LoginRegisterScreen />;
}
