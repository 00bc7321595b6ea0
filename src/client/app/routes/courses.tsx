import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Courses');
  return <h1>The Golf Courses We Play</h1>;
}
