import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from './api-error.ts';
import { showServerFieldErrors } from './form.ts';
import { notify } from './toast.ts';

const UNEXPECTED = 'An unexpected error occurred';

/** What a form does on submit: send, then one of three endings. */
export interface SubmitSteps<TFieldValues extends FieldValues, TParsed, TResult> {
  send: (values: TParsed) => Promise<TResult>;
  /**
   * The call was refused: its field errors go next to the fields, and a destructive toast with
   * this title says why (the server's message unless `text` gives another).
   */
  refused: { title: string; text?: (error: unknown) => string; also?: (error: unknown, values: TParsed) => void };
  sent: (result: TResult, values: TParsed) => void | Promise<void>;
  /** The schema refused the fields before anything was sent. */
  invalid: (errors: FieldErrors<TFieldValues>) => void;
}

/**
 * The submit handler of a react-hook-form form on a shared schema (lib/form.ts): every form
 * sends, shows the server's field errors and toasts the same way, so that is written once.
 */
export function submitHandler<TFieldValues extends FieldValues, TParsed, TResult>(
  form: UseFormReturn<TFieldValues, unknown, TParsed>,
  steps: SubmitSteps<TFieldValues, TParsed, TResult>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  return form.handleSubmit(async (values) => {
    let result: TResult;
    try {
      result = await steps.send(values);
    } catch (error) {
      steps.refused.also?.(error, values);
      showServerFieldErrors(form, error);
      notify.destructive(steps.refused.title, steps.refused.text?.(error) ?? errorMessage(error, UNEXPECTED));
      return;
    }
    await steps.sent(result, values);
  }, steps.invalid);
}
