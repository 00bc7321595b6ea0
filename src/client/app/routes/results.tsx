import { ResultsScreen } from '@/features/results';

export function Component() {
  return <ResultsScreen />;
}
