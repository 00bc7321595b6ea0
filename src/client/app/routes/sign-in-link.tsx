import { SignInLinkScreen } from '@/features/accounts';

export function Component() {
  return <SignInLinkScreen />;
}
