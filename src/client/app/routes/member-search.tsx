import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Member Search');
  return <h1>Member Search</h1>;
}
