import { useRef, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';
import { SchemaForm } from '@/components/form/schema-form';
import { useFocusWhen } from '@/components/use-focus-when';

/**
 * An admin list's add-or-edit form, on SchemaForm with the state of useSchemaForm: its heading names what it does
 * and takes the focus when a row is opened for editing; the button says 'Save changes' while editing, with Cancel
 * beside it. `save` answers the banner's text ('Course added: …'); `onDone` hears it, or null on Cancel.
 */
export function ItemForm<V>({
  state,
  editing,
  title,
  addLabel,
  save,
  onDone,
  pending,
  pendingLabel,
  level = 3,
  headingId,
  className,
  children,
}: {
  state: Pick<ComponentProps<typeof SchemaForm>, 'problem' | 'summary'> & {
    submit: (save: (values: V) => Promise<unknown>) => FormEventHandler<HTMLFormElement>;
  };
  /** The row being edited; null for a new one. */
  editing: object | null;
  title: string;
  /** The button of a new row: 'Add course'. */
  addLabel: string;
  save: (values: V) => Promise<string>;
  onDone: (message: string | null) => void;
  pending: boolean;
  pendingLabel: string;
  level?: 3 | 4;
  /** The heading's id, for the panel's link to its form (AdminPanel's `formLink`). */
  headingId?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhen(headingRef, editing);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <SchemaForm
      label={title}
      className={`admin-form${className ? ` ${className}` : ''}`}
      heading={
        <Heading ref={headingRef} id={headingId} tabIndex={-1} className="admin-form__heading">
          {title}
        </Heading>
      }
      onSubmit={state.submit(async (values) => onDone(await save(values)))}
      problem={state.problem}
      summary={state.summary}
      submitLabel={editing ? 'Save changes' : addLabel}
      pending={pending}
      pendingLabel={pendingLabel}
      actions={
        editing && (
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        )
      }
    >
      {children}
    </SchemaForm>
  );
}
