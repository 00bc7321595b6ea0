/** The first run's first step, on its own so only the set-up address loads it (decision 0063). */
export { FirstAdministratorForm } from './components/first-administrator-form';
