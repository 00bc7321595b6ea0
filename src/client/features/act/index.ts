export { ActScreen } from './components/act-screen';
