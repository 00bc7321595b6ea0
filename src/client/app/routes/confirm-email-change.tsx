import { ConfirmEmailChangeScreen } from '@/features/accounts';

export function Component() {
  return <ConfirmEmailChangeScreen />;
}
