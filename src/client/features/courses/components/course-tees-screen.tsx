import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { TeeAnswer } from '@shared/schemas/course-tees';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import { AdminTable } from '@/components/admin-list/admin-table';
import { ItemForm } from '@/components/admin-list/item-form';
import { useAdminList } from '@/components/admin-list/use-admin-list';
import { TextField } from '@/components/form-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { QueryView } from '@/components/query-view';
import { useCourseTees } from '../api/get-course-tees';
import { useSaveCourseTees } from '../api/save-course-tees';
import { HOLE_NUMBERS, parOf, teeFormSchema, teeFormValues, teeSummaryFields } from '../lib/tee-form';
import { TeeHolesGrid } from './tee-holes-grid';
import '../courses.css';

type TeeRow = TeeAnswer & { id: number };
const TITLE = 'Admin: Tees';
const FORM_ID = 'tee';

/**
 * A course's tees, for the administrator (under Admin, Courses): each set of tees with its par, Course Rating and
 * Slope Rating, to edit or delete, and a form below for one set at a time: its name, the par and stroke index of
 * the 18 holes, the Course Rating and the Slope Rating. The whole list is saved each time, as the server takes it.
 */
export function CourseTeesScreen({ courseId, backLink }: { courseId: number; backLink: ReactNode }) {
  const query = useCourseTees(courseId);
  const save = useSaveCourseTees();
  const rows: TeeRow[] | undefined = query.data?.tees.map((t, i) => ({ ...t, id: i + 1 }));
  const saveAll = (tees: TeeAnswer[]) => save.mutateAsync({ courseId, tees });
  const list = useAdminList<TeeRow>({
    title: TITLE,
    name: (t) => `the ${t.name} tees`,
    deleted: 'Tees deleted',
    question: (n) => `Delete ${n}?`,
    remove: (tee, outcome) =>
      saveAll((rows ?? []).filter((t) => t.id !== tee.id).map(withoutId)).then(
        outcome.onSuccess,
        outcome.onError,
      ),
  });
  return (
    <QueryView query={query} failed="Oops! The course could not be loaded">
      {(course) => (
        <AdminPanel
          heading={`Tees: ${course.club}`}
          list={list}
          intro={
            <p>
              Each set of tees the society plays from, as the club&apos;s scorecard prints it. The Course
              Rating and Slope Rating are on the card, or the club or England Golf can give them. A fixture is
              scored from the tees chosen in its Edit Fixture screen.
            </p>
          }
          formLink={{ headingId: 'tee-form', label: 'Add a set of tees' }}
        >
          <AdminTable
            rows={rows}
            caption={`The tees of ${course.club}`}
            captionHidden
            empty="No tees have been given for this course yet. Add them below."
            columns={[
              { label: 'Tees', cell: (t) => t.name },
              { label: 'Par', cell: (t) => String(parOf(t)) },
              { label: 'Course Rating', cell: (t) => t.courseRating.toFixed(1) },
              { label: 'Slope', cell: (t) => String(t.slope) },
              list.actions({ busy: () => save.isPending }),
            ]}
          />
          <TeeForm
            key={list.formKey}
            tee={list.editing}
            copyHolesFrom={course.tees[0]}
            onDone={list.done}
            pending={save.isPending}
            save={async (tee) => {
              const others = (rows ?? []).map((t) => (t.id === list.editing?.id ? tee : withoutId(t)));
              await saveAll(list.editing ? others : [...others, tee]);
              return `${list.editing ? 'Tees updated' : 'Tees added'}: ${tee.name}`;
            }}
          />
          {backLink}
        </AdminPanel>
      )}
    </QueryView>
  );
}

const withoutId = ({ id: _id, ...tee }: TeeRow): TeeAnswer => tee;

function TeeForm({
  tee,
  copyHolesFrom,
  save,
  onDone,
  pending,
}: {
  tee: TeeRow | null;
  copyHolesFrom?: TeeAnswer;
  save: (tee: TeeAnswer) => Promise<string>;
  onDone: (message: string | null) => void;
  pending: boolean;
}) {
  const { form, error, field, ...state } = useSchemaForm(teeFormSchema, {
    title: TITLE,
    fields: teeSummaryFields(FORM_ID) as [never, string][],
    defaultValues: teeFormValues(tee, copyHolesFrom),
  });
  const par = useWatch({ control: form.control, name: 'par' });
  // A column's errors are by hole (0 to 17), beside 'root' when a message is about the whole column.
  const holeErrors = (['par', 'strokeIndex'] as const).flatMap((column) => {
    const byHole = form.formState.errors[column] as
      Record<number, { message?: string } | undefined> | undefined;
    return HOLE_NUMBERS.flatMap((hole) => {
      const message = byHole?.[hole - 1]?.message;
      return message ? [{ hole, column, message }] : [];
    });
  });
  const copied = !tee && copyHolesFrom;
  return (
    <ItemForm
      headingId="tee-form"
      className="tee-form"
      state={state}
      editing={tee}
      title={tee ? `Edit the ${tee.name} tees` : 'Add a set of tees'}
      addLabel="Add these tees"
      save={save}
      onDone={onDone}
      pending={pending}
      pendingLabel="Saving the tees"
    >
      <TextField
        label="Name of the tees"
        hint="As the club calls them, such as White, Yellow or Red."
        className="input--short"
        autoComplete="off"
        {...field('name')}
      />
      {copied && (
        <p className="field__hint">
          The par and stroke index below are copied from the {copyHolesFrom.name} tees: change any that
          differ.
        </p>
      )}
      <TeeHolesGrid
        idPrefix={FORM_ID}
        par={par}
        register={(name) => form.register(name)}
        errors={holeErrors.sort((a, b) => a.hole - b.hole)}
        columnError={error('strokeIndex.root' as never)}
      />
      <TextField
        label="Course Rating"
        hint="For 18 holes, to one decimal place, such as 71.2."
        className="input--short"
        inputMode="decimal"
        autoComplete="off"
        {...field('courseRating')}
      />
      <TextField
        label="Slope Rating"
        hint="A whole number from 55 to 155; 113 is a course of average difficulty."
        className="input--short"
        inputMode="numeric"
        autoComplete="off"
        {...field('slope')}
      />
    </ItemForm>
  );
}
