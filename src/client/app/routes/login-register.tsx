import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Login or Register');
  return <h1>Login or Register</h1>;
}
