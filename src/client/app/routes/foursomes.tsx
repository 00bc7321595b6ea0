import { ScratchFoursomes } from '@/features/foursomes';
import { OtherResultsView } from '@/features/results';

export function Component() {
  return <ScratchFoursomes results={<OtherResultsView keep={['results']} />} />;
}
