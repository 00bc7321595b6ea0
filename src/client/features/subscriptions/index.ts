export { SubscriptionsPanel } from './components/subscriptions-panel';
