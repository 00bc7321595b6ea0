import { MemberSearchScreen } from '@/features/members';

export function Component() {
  return <MemberSearchScreen />;
}
