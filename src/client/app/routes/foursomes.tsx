import { ScratchFoursomes } from '@/features/content';
import { OtherResultsView } from '@/features/results';

export function Component() {
  return <ScratchFoursomes results={<OtherResultsView keep={['results']} />} />;
}
