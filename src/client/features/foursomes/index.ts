/** The Scratch Foursomes page (/foursomes); its admin panel is the separate admin entry. */
export { ScratchFoursomes } from './components/scratch-foursomes';
