/** The society's settings, an admin panel of its own (decision 0059). */
export { SettingsPanel } from './components/settings-panel';
