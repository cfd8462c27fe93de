// The spec's toasts have a title and a text, and are destructive unless marked neutral.
// sonner is loaded on first use (and by the root's lazy Toaster), keeping it out of the
// first download. One import, shared by every call.
import type * as Sonner from 'sonner';

let sonnerModule: Promise<typeof Sonner> | undefined;
const sonner = () => (sonnerModule ??= import('sonner'));

type ToastKind = 'error' | 'neutral' | 'success';

export interface ToastOptions {
  /**
   * The action the toast reports on ('send-message'). An action shows one toast at a time: its
   * next toast takes this one's place, so a success replaces the error of the attempt before.
   */
  action?: string;
}

/** Error toasts on screen: a later success or neutral toast makes them stale (docs/decisions/038). */
const shownErrors = new Set<string>();

function toastId(kind: ToastKind, title: string, text: string | undefined, action: string | undefined) {
  if (action) return `action:${action}`;
  // The same error raised twice (a form submitted again unchanged) shows once.
  if (kind === 'error') return `error:${title}:${text ?? ''}`;
  return undefined;
}

function show(kind: ToastKind, title: string, text: string | undefined, options: ToastOptions = {}) {
  void sonner().then(({ toast }) => {
    const id = toastId(kind, title, text, options.action);
    if (kind === 'error') {
      if (id) shownErrors.add(id);
    } else {
      // Toasts follow the user's actions: news that one worked outdates the errors still shown
      // from earlier attempts, which would otherwise sit behind it and contradict it.
      for (const errorId of shownErrors) if (errorId !== id) toast.dismiss(errorId);
      shownErrors.clear();
    }
    const forget = () => {
      if (id) shownErrors.delete(id);
    };
    const data = { id, description: text, onDismiss: forget, onAutoClose: forget };
    if (kind === 'error') toast.error(title, data);
    else if (kind === 'success') toast.success(title, data);
    else toast(title, data);
  });
}

export const notify = {
  destructive(title: string, text?: string, options?: ToastOptions) {
    show('error', title, text, options);
  },
  neutral(title: string, text?: string, options?: ToastOptions) {
    show('neutral', title, text, options);
  },
  success(title: string, text?: string, options?: ToastOptions) {
    show('success', title, text, options);
  },
  /** Takes away an action's error toast, if one is shown: the action has since worked. */
  clearError(action: string) {
    void sonner().then(({ toast }) => {
      const id = `action:${action}`;
      if (shownErrors.delete(id)) toast.dismiss(id);
    });
  },
};
