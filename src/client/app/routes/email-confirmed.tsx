import { EmailConfirmedScreen } from '@/features/accounts';

export function Component() {
  return <EmailConfirmedScreen />;
}
