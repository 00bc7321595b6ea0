import { MyProfileScreen } from '@/features/accounts';

export function Component() {
  return <MyProfileScreen />;
}
