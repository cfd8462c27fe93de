import { useState, type InputHTMLAttributes } from 'react';
import { FieldShell, controlClass } from './field.tsx';
import { useT } from '../../lib/i18n.tsx';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string | undefined;
};

/**
 * A password input with a show/hide toggle (docs/spec/accounts-and-operations.md §2: every password
 * field has one).
 */
export function PasswordField({ label, error, className = '', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <FieldShell label={label} error={error} required={props.required}>
      {(wiring) => (
        <div className="relative">
          <input
            {...wiring}
            type={visible ? 'text' : 'password'}
            className={`${controlClass} pr-11 ${className}`}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={t(visible ? 'ui.password.hide' : 'ui.password.show', { field: label.toLowerCase() })}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {visible ? (
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7-.4 1-1.3 2.4-2.6 3.7M6.6 6.6C4.6 7.9 3.1 9.9 2 12c1 2.5 5 7 10 7 1.7 0 3.3-.5 4.6-1.2" />
              </svg>
            ) : (
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12z" />
                <circle cx="12" cy="12" r="3" />
              </svg>
            )}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
