import { OrderOfMeritScreen } from '@/features/order-of-merit';

export function Component() {
  return <OrderOfMeritScreen />;
}
