import { EmailNotConfirmedScreen } from '@/features/accounts';

export function Component() {
  return <EmailNotConfirmedScreen />;
}
