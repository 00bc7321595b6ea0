import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Logout');
  return <h1>Logout</h1>;
}
