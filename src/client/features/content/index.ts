export { ScratchFoursomes } from './components/scratch-foursomes';
