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

/** The id, aria-invalid and aria-describedby of a field's control: its hint and its error describe it. */
export function controlProps(id: string, hint?: ReactNode, error?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  } as const;
}

function FieldErrorText({ id, error }: { id: string; error: string }) {
  return (
    <p className="field__error" id={`${id}-error`}>
      <span className="visually-hidden">Error:</span> {error}
    </p>
  );
}

/** A field's frame, GOV.UK style: the label, the hint, the error, then the control (see controlProps). */
export function FieldFrame({ id, label, hint, error, children }: FieldShell & { children: ReactNode }) {
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
      {error && <FieldErrorText id={id} error={error} />}
      {children}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldShell & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ id, label, hint, error, className, ...input }, ref) {
    return (
      <FieldFrame id={id} label={label} hint={hint} error={error}>
        <input
          ref={ref}
          className={`input${className ? ` ${className}` : ''}`}
          {...controlProps(id, hint, error)}
          {...input}
        />
      </FieldFrame>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ id, label, hint, error, ...input }, ref) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea ref={ref} className="input textarea" rows={4} {...controlProps(id, hint, error)} {...input} />
    </FieldFrame>
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
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select ref={ref} className="select" {...controlProps(id, hint, error)} {...select}>
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
    </FieldFrame>
  );
});

/**
 * A checkbox with its label beside it. With a hint or an error it stands in a field's frame: the error, then the
 * hint (a link, say), then the box, which the error describes.
 */
export const CheckboxField = forwardRef<
  HTMLInputElement,
  { id: string; label: ReactNode; hint?: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement>
>(function CheckboxField({ id, label, hint, error, ...input }, ref) {
  const box = (
    <div className="checkbox">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="checkbox__input"
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
  if (hint === undefined && error === undefined) return box;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      {error && <FieldErrorText id={id} error={error} />}
      {hint && <p className="field__hint">{hint}</p>}
      {box}
    </div>
  );
});

/**
 * A question answered by one of a few radio buttons (GOV.UK radios): the legend, the hint and the error, then the
 * choices, each a large button with its label beside it. Register the field once and spread it here: every button
 * shares its name and ref. The first button takes `id`, so an error summary's link lands on it.
 */
export const RadioGroupField = forwardRef<
  HTMLInputElement,
  {
    id: string;
    legend: ReactNode;
    hint?: ReactNode;
    error?: string;
    options: readonly { value: string; label: ReactNode }[];
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>
>(function RadioGroupField({ id, legend, hint, error, options, ...input }, ref) {
  const described = controlProps(id, hint, error)['aria-describedby'];
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <fieldset className="fieldset radios" aria-describedby={described}>
        <legend className="field__label radios__legend">{legend}</legend>
        {hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        {error && <FieldErrorText id={id} error={error} />}
        {options.map((o, i) => {
          const optionId = i === 0 ? id : `${id}-${i + 1}`;
          return (
            <div key={o.value} className="radios__item">
              <input
                ref={ref}
                id={optionId}
                type="radio"
                className="radios__input"
                value={o.value}
                {...input}
              />
              <label className="radios__label" htmlFor={optionId}>
                {o.label}
              </label>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
});
