export { CoursesScreen } from './components/courses-screen';
