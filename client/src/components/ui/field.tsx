import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const control =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none disabled:bg-stone-100 aria-[invalid=true]:border-red-600';

/** What every field shows around its control. */
export interface FieldLabelling {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The attributes that tie a control to its label, hint and error. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps extends FieldLabelling {
  required?: boolean | undefined;
  children: (wiring: ControlWiring) => ReactNode;
}

/** A label, a control, and its hint or error, wired for screen readers. */
export function FieldShell({ label, error, hint, required, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function InputField({
  label,
  error,
  hint,
  className = '',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & FieldLabelling) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={props.required}>
      {(wiring) => <input {...wiring} className={`${control} ${className}`} {...props} />}
    </FieldShell>
  );
}

export function TextareaField({
  label,
  error,
  hint,
  className = '',
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldLabelling) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={props.required}>
      {(wiring) => <textarea {...wiring} className={`${control} ${className}`} {...props} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className = '',
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & FieldLabelling) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={props.required}>
      {(wiring) => (
        <select {...wiring} className={`${control} ${className}`} {...props}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

export const controlClass = control;
