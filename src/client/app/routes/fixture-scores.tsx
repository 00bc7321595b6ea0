import { useParams } from 'react-router';
import { CardEntryScreen } from '@/features/scores';

export function Component() {
  const { id = '' } = useParams();
  return <CardEntryScreen key={id} id={id} />;
}
