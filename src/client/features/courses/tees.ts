/** The administrator's screen of a course's tees, on its own so only its admin route loads it. */
export { CourseTeesScreen } from './components/course-tees-screen';
