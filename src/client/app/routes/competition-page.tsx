import { useParams } from 'react-router';
import { CompetitionPageScreen } from '@/features/competitions/public';

export function Component() {
  const { id = '' } = useParams();
  return <CompetitionPageScreen key={id} id={id} />;
}
