import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Fixture Result');
  return <h1>Fixture Result</h1>;
}
