import { usePageTitle } from '@/components/page-title';

export function Component() {
  usePageTitle('Forgot Password');
  return <h1>Please Enter Your Email Address To Receive A Password Reset Email</h1>;
}
