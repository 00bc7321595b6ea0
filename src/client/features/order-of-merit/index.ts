export { OrderOfMeritScreen } from './components/order-of-merit-screen';
