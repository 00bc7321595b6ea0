/** A competition's team screen, for its captains and the administrators: an entry of its own. */
export { CaptainScreen } from './components/captain-screen';
