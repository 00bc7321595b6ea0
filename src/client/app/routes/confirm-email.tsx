import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Confirming your email');
  return <h1>Confirming your email</h1>;
}
