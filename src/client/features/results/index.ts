export { ResultsScreen } from './components/results-screen';
export { OtherResultsView } from './components/other-results-view';
