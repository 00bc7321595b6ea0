export { ScratchFoursomes } from './components/scratch-foursomes';
export { PrivacyScreen } from './components/privacy-screen';
