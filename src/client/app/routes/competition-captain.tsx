import { useParams } from 'react-router';
import { CaptainScreen } from '@/features/competitions/captain';

export function Component() {
  const { id = '' } = useParams();
  return <CaptainScreen key={id} id={id} />;
}
