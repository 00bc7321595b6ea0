export { RollOfHonourScreen } from './components/roll-of-honour-screen';
