import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Fixtures');
  return <h1>Fixtures</h1>;
}
