import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Email Not Confirmed');
  return <h1>Email Not Confirmed</h1>;
}
