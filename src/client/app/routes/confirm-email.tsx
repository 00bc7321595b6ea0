import { ConfirmEmailScreen } from '@/features/accounts';

export function Component() {
  return <ConfirmEmailScreen />;
}
