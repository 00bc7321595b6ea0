import { useParams } from 'react-router';
import { FixtureResultScreen } from '@/features/fixtures';

export function Component() {
  const { fixtureId = '' } = useParams();
  return <FixtureResultScreen key={fixtureId} fixtureId={fixtureId} />;
}
