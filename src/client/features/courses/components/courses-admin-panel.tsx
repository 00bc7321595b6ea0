import { Link } from 'react-router';
import { addCourseSchema, type Course } from '@shared/schemas/courses';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import { AdminTable } from '@/components/admin-list/admin-table';
import { ItemForm } from '@/components/admin-list/item-form';
import { useAdminList } from '@/components/admin-list/use-admin-list';
import { CheckboxField, TextField } from '@/components/form-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useCourses } from '../api/get-courses';
import { useDeleteCourse } from '../api/delete-course';
import { useSaveCourse } from '../api/save-course';
import { siteLabel } from './courses-screen';
import '../courses.css';

/** Admin: add, edit and delete the courses (club, website, top 100). */
export function CoursesAdminPanel() {
  const query = useCourses();
  const remove = useDeleteCourse();
  const list = useAdminList<Course>({
    title: 'Admin: Courses',
    name: (c) => c.club,
    deleted: 'Course deleted',
    remove: (c, outcome) => remove.mutate(c.id, outcome),
  });
  return (
    <AdminPanel heading="Courses" list={list} formLink={{ headingId: 'course-form', label: 'Add a course' }}>
      <AdminTable
        rows={query.data}
        error={query.error}
        errorTitle="Oops! The courses could not be loaded"
        empty="No courses have been listed yet. Add one below."
        columns={[
          { label: 'Club', cell: (c) => c.club },
          { label: 'Website', cell: (c) => (c.website ? siteLabel(c.website) : '–') },
          { label: 'Top 100', cell: (c) => (c.top100 ? 'Yes' : 'No') },
          {
            label: 'Tees',
            cell: (c) => (
              <Link to={`/admin/courses/${c.id}/tees`}>
                Tees<span className="visually-hidden"> of {c.club}</span>
              </Link>
            ),
          },
          list.actions({ busy: () => remove.isPending }),
        ]}
      />
      <CourseForm key={list.formKey} course={list.editing} onDone={list.done} />
    </AdminPanel>
  );
}

function CourseForm({ course, onDone }: { course: Course | null; onDone: (message: string | null) => void }) {
  const save = useSaveCourse();
  const { form, field, ...state } = useSchemaForm(addCourseSchema, {
    title: 'Admin: Courses',
    fields: [
      ['club', 'course-club'],
      ['website', 'course-website'],
    ],
    defaultValues: {
      club: course?.club ?? '',
      website: course?.website ?? '',
      top100: course?.top100 ?? false,
    },
  });
  return (
    <ItemForm
      headingId="course-form"
      state={state}
      editing={course}
      title={course ? `Edit course: ${course.club}` : 'Add a course'}
      addLabel="Add course"
      save={async (values) => {
        const c = await save.mutateAsync({ ...values, id: course?.id, updatedAt: course?.updatedAt });
        return `${course ? 'Course updated' : 'Course added'}: ${c.club}`;
      }}
      onDone={onDone}
      pending={save.isPending}
      pendingLabel="Saving the course"
    >
      <TextField label="Club" {...field('club')} />
      <TextField
        label="Website (optional)"
        hint="The club's web address, like https://www.example.com"
        type="url"
        {...field('website')}
      />
      <CheckboxField id="course-top100" label="In the top 100 courses" {...form.register('top100')} />
    </ItemForm>
  );
}
