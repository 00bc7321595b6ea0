import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Change Your Password');
  return <h1>Change Your Password</h1>;
}
