import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Meeting Results');
  return <h1>Meeting Results</h1>;
}
