import { useParams } from 'react-router';
import { AnswerScreen } from '@/features/competitions';

export function Component() {
  const { id = '' } = useParams();
  return <AnswerScreen key={id} id={id} />;
}
