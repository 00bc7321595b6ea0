import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Edit Fixture');
  return <h1>Edit Fixture</h1>;
}
