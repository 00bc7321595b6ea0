import { RollOfHonourScreen } from '@/features/roll-of-honour';

export function Component() {
  return <RollOfHonourScreen />;
}
