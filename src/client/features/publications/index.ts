export { PublicationsScreen } from './components/publications-screen';
