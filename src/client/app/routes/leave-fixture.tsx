import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Leave Fixture');
  return <h1>Fixture Details</h1>;
}
