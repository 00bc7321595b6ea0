import { UnsubscribeScreen } from '@/features/preferences';

export function Component() {
  return <UnsubscribeScreen />;
}
