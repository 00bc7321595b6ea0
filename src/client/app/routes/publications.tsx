import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Publications');
  return <h1>Publications</h1>;
}
