import { useRef, useState } from 'react';
import { addCourseSchema, type Course } from '@shared/schemas/courses';
import { Banner } from '@/components/banner';
import { useConfirm } from '@/components/use-confirm';
import { CheckboxField, TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { useFocusWhen } from '@/components/use-focus-when';
import { useCourses } from '../api/get-courses';
import { useDeleteCourse } from '../api/delete-course';
import { useSaveCourse } from '../api/save-course';
import { siteLabel } from './courses-screen';
import '../courses.css';

/** Admin: add, edit and delete the courses (club, website, top 100). */
export function CoursesAdminPanel() {
  const query = useCourses();
  const remove = useDeleteCourse();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Course | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  usePageTitle('Admin: Courses', message?.kind === 'error');

  useFocusWhen(messageRef, message);

  return (
    <div>
      <h2>Courses</h2>
      <div ref={messageRef} tabIndex={-1}>
        {message && <Banner kind={message.kind} title={message.text} />}
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Banner kind="error" title="Oops! The courses could not be loaded">
          {query.error.message}
        </Banner>
      ) : query.data.length === 0 ? (
        <p>No courses have been listed yet. Add one below.</p>
      ) : (
        <table className="table table--stack stack-block">
          <thead>
            <tr>
              <th scope="col">Club</th>
              <th scope="col">Website</th>
              <th scope="col">Top 100</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((c) => (
              <tr key={c.id}>
                <td data-label="Club">{c.club}</td>
                <td data-label="Website">{c.website ? siteLabel(c.website) : '–'}</td>
                <td data-label="Top 100">{c.top100 ? 'Yes' : 'No'}</td>
                <td data-label="" className="cell-actions">
                  <div className="button-group courses-admin__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Edit ${c.club}`}
                      onClick={() => {
                        setMessage(null);
                        setEditing(c);
                        setFormKey((k) => k + 1);
                      }}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button button--warning button--small"
                      aria-label={`Delete ${c.club}`}
                      disabled={remove.isPending}
                      onClick={async () => {
                        if (!(await confirm({ title: `Delete ${c.club}?`, confirmLabel: 'Yes, delete it' })))
                          return;
                        remove.mutate(c.id, {
                          onSuccess: () => {
                            if (editing?.id === c.id) setEditing(null);
                            setMessage({ kind: 'success', text: `Course deleted: ${c.club}` });
                          },
                          onError: (err) => setMessage({ kind: 'error', text: `Oops! ${err.message}` }),
                        });
                      }}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dialog}
      <CourseForm
        key={formKey}
        course={editing}
        onDone={(text) => {
          setEditing(null);
          setFormKey((k) => k + 1);
          setMessage(text ? { kind: 'success', text } : null);
        }}
      />
    </div>
  );
}

function CourseForm({ course, onDone }: { course: Course | null; onDone: (message: string | null) => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveCourse();
  const { form, summary, problem, submit, error } = useSchemaForm(addCourseSchema, {
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

  useFocusWhen(headingRef, course);

  const title = course ? `Edit course: ${course.club}` : 'Add a course';
  return (
    <SchemaForm
      label={title}
      heading={
        <h3 ref={headingRef} tabIndex={-1}>
          {title}
        </h3>
      }
      onSubmit={submit(async (values) => {
        const c = await save.mutateAsync({ ...values, id: course?.id });
        onDone(course ? `Course updated: ${c.club}` : `Course added: ${c.club}`);
      })}
      problem={problem}
      summary={summary}
      submitLabel={course ? 'Save changes' : 'Add course'}
      pending={save.isPending}
      pendingLabel="Saving the course"
      actions={
        course && (
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        )
      }
    >
      <TextField id="course-club" label="Club" error={error('club')} {...form.register('club')} />
      <TextField
        id="course-website"
        label="Website (optional)"
        hint="The club's web address, like https://www.example.com"
        type="url"
        error={error('website')}
        {...form.register('website')}
      />
      <CheckboxField id="course-top100" label="In the top 100 courses" {...form.register('top100')} />
    </SchemaForm>
  );
}
