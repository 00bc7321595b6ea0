export { LatestResults } from './components/latest-results-panel';
