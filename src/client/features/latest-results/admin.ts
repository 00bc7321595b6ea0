/** Admin panels, a separate entry so the home page does not load them. */
export { AddLatestResultPanel } from './components/add-latest-result-panel';
export { EditLatestResultsPanel } from './components/edit-latest-results-panel';
