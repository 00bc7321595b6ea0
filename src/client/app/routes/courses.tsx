import { CoursesScreen } from '@/features/courses';

export function Component() {
  return <CoursesScreen />;
}
