import { CompetitionsScreen } from '@/features/competitions';

export function Component() {
  return <CompetitionsScreen />;
}
