import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldShell {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

function describedBy(id: string, hint?: ReactNode, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Shell({ id, label, hint, error, children }: FieldShell & { children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">Error:</span> {error}
        </p>
      )}
      {children}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldShell & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ id, label, hint, error, className, ...input }, ref) {
    return (
      <Shell id={id} label={label} hint={hint} error={error}>
        <input
          ref={ref}
          id={id}
          className={`input${className ? ` ${className}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
      </Shell>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ id, label, hint, error, ...input }, ref) {
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <textarea
        ref={ref}
        id={id}
        className="input textarea"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Shell>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldShell &
    SelectHTMLAttributes<HTMLSelectElement> & {
      options: readonly string[] | { value: string; label: string }[];
      placeholder?: string;
    }
>(function SelectField({ id, label, hint, error, options, placeholder, ...select }, ref) {
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <select
        ref={ref}
        id={id}
        className="select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) =>
          typeof o === 'string' ? (
            <option key={o} value={o}>
              {o}
            </option>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
      </select>
    </Shell>
  );
});

export const CheckboxField = forwardRef<
  HTMLInputElement,
  { id: string; label: ReactNode } & InputHTMLAttributes<HTMLInputElement>
>(function CheckboxField({ id, label, ...input }, ref) {
  return (
    <div className="checkbox">
      <input ref={ref} id={id} type="checkbox" className="checkbox__input" {...input} />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
});
