import { useParams } from 'react-router';
import { EditFixtureScreen } from '@/features/fixtures/edit';

export function Component() {
  const { id = '' } = useParams();
  return <EditFixtureScreen key={id} id={id} />;
}
