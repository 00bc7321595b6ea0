import { PublicationsScreen } from '@/features/publications';

export function Component() {
  return <PublicationsScreen />;
}
