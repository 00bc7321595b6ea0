import { lazy } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { AdminArea } from './admin';

// The tees' form loads with this screen only (the admin area's panels each load their own).
const CourseTeesScreen = lazy(async () => ({
  default: (await import('@/features/courses/tees')).CourseTeesScreen,
}));

/** /admin/courses/{id}/tees: a course's tees, under the admin area's Courses panel. */
export function Component() {
  const courseId = Number(useParams().id);
  if (!Number.isSafeInteger(courseId) || courseId < 1) return <Navigate to="/admin/courses" replace />;
  return (
    <AdminArea panelKey="courses" title="Admin: Tees">
      <CourseTeesScreen
        key={courseId}
        courseId={courseId}
        backLink={
          <p>
            <Link to="/admin/courses">Back to Courses</Link>
          </p>
        }
      />
    </AdminArea>
  );
}
