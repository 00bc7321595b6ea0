/** A competition's public page: an entry of its own, so a visitor loads no form nor schema with it. */
export { CompetitionPageScreen } from './components/competition-page';
