import { FixturesScreen } from '@/features/fixtures';

export function Component() {
  return <FixturesScreen />;
}
