/** Enter Cards: only a fixture's managers and the administrators ever load it. */
export { CardEntryScreen } from './components/card-entry-screen';
