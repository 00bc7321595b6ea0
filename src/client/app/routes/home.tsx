import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Home');
  return <h1>Welcome</h1>;
}
