import { useRef, useState } from 'react';
import { addCourseSchema, type Course } from '@shared/schemas/courses';
import { Banner } from '@/components/banner';
import { useConfirm } from '@/components/use-confirm';
import { ErrorSummary } from '@/components/error-summary';
import { CheckboxField, TextField } from '@/components/form-fields';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useFocusWhen } from '@/components/use-focus-when';
import { ApiError } from '@/lib/api-client';
import { useCourses } from '../api/get-courses';
import { useDeleteCourse } from '../api/delete-course';
import { useSaveCourse } from '../api/save-course';
import { siteLabel } from './courses-screen';
import '../courses.css';

type Errors = Partial<Record<'club' | 'website' | '', string>>;

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
  const [club, setClub] = useState(course?.club ?? '');
  const [website, setWebsite] = useState(course?.website ?? '');
  const [top100, setTop100] = useState(course?.top100 ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveCourse();

  useFocusWhen(headingRef, course);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = { club, website, top100 };
    const parsed = addCourseSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const i of parsed.error.issues) found[String(i.path[0]) as 'club' | 'website'] ??= i.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { ...body, id: course?.id },
      {
        onSuccess: (c) => onDone(course ? `Course updated: ${c.club}` : `Course added: ${c.club}`),
        onError: (err) => {
          const b =
            err instanceof ApiError && err.body && typeof err.body === 'object'
              ? (err.body as Record<string, string[]>)
              : {};
          setErrors({
            club: b.club?.[0],
            website: b.website?.[0],
            '': b.club || b.website ? undefined : err.message,
          });
        },
      },
    );
  };

  const summary = (Object.entries(errors) as [keyof Errors, string | undefined][])
    .filter(([, m]) => m)
    .map(([k, m]) => ({ fieldId: k ? `course-${k}` : 'course-form-heading', message: m! }));

  return (
    <form
      className="form courses-admin__form"
      noValidate
      onSubmit={submit}
      aria-labelledby="course-form-heading"
    >
      <h3 id="course-form-heading" ref={headingRef} tabIndex={-1}>
        {course ? `Edit course: ${course.club}` : 'Add a course'}
      </h3>
      <ErrorSummary errors={summary} />
      <TextField
        id="course-club"
        label="Club"
        value={club}
        error={errors.club}
        onChange={(e) => setClub(e.target.value)}
      />
      <TextField
        id="course-website"
        label="Website (optional)"
        hint="The club's web address, like https://www.example.com"
        type="url"
        value={website}
        error={errors.website}
        onChange={(e) => setWebsite(e.target.value)}
      />
      <CheckboxField
        id="course-top100"
        label="In the top 100 courses"
        checked={top100}
        onChange={(e) => setTop100(e.target.checked)}
      />
      <div className="button-group">
        <button type="submit" className="button" disabled={save.isPending}>
          {course ? 'Save changes' : 'Add course'}
        </button>
        {course && (
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        )}
        <Spinner active={save.isPending} label="Saving the course" />
      </div>
    </form>
  );
}
