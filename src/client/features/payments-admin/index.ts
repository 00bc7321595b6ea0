export { PaymentsPanel } from './components/payments-panel';
