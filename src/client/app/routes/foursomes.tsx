import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Scratch Foursomes');
  return <h1>Scratch Foursomes</h1>;
}
