export { PreferencesSection } from './components/preferences-section';
export { UnsubscribeScreen } from './components/unsubscribe-screen';
