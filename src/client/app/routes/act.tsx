import { useParams } from 'react-router';
import { ActScreen } from '@/features/act';

export function Component() {
  const { token = '' } = useParams();
  return <ActScreen key={token} token={token} />;
}
