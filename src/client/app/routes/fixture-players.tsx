import { useParams } from 'react-router';
import { PlayersScreen } from '@/features/fixtures/players';

export function Component() {
  const { id = '' } = useParams();
  return <PlayersScreen key={id} id={id} />;
}
