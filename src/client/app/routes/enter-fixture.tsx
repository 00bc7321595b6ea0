import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Sign Up');
  return <h1>Fixture Details</h1>;
}
