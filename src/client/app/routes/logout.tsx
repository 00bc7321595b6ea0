import { LogoutScreen } from '@/features/accounts';

export function Component() {
  return <LogoutScreen />;
}
