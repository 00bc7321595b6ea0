import { PrivacyScreen } from '@/features/content';

export function Component() {
  return <PrivacyScreen />;
}
