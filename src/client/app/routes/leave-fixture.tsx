import { useParams } from 'react-router';
import { FixtureSignupScreen } from '@/features/fixtures/signup';

export function Component() {
  const { id = '' } = useParams();
  return <FixtureSignupScreen key={id} id={id} />;
}
