import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Email Confirmed');
  return <h1>Email Confirmed</h1>;
}
