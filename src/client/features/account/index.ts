export { AccountSection } from './components/account-section';
