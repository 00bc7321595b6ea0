/** The order of merit's admin panel, an entry of its own: the public page never loads its form. */
export { MeritRulesPanel } from './components/merit-rules-panel';
