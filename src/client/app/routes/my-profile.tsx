import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('My Profile');
  return <h1>My Profile</h1>;
}
