export { HomeImage, Welcome } from './components/welcome';
