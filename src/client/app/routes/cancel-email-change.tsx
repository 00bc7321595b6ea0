import { CancelEmailChangeScreen } from '@/features/accounts';

export function Component() {
  return <CancelEmailChangeScreen />;
}
