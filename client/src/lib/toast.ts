// The spec's toasts have a title and a text, and are destructive unless marked neutral.
// sonner is loaded with the first toast, and the root mounts its Toaster only from then on
// (it shows the toasts raised before it mounted), keeping it out of every page's first
// download (docs/decisions/070). One import, shared by every call.
import type * as Sonner from 'sonner';

let sonnerModule: Promise<typeof Sonner> | undefined;
const toasterListeners = new Set<() => void>();

function sonner() {
  if (!sonnerModule) {
    sonnerModule = import('sonner');
    for (const listener of toasterListeners) listener();
  }
  return sonnerModule;
}

/** Whether the page has raised a toast yet, for the root's Toaster (a `useSyncExternalStore` source). */
export const toaster = {
  subscribe: (onChange: () => void) => {
    toasterListeners.add(onChange);
    return () => void toasterListeners.delete(onChange);
  },
  needed: () => sonnerModule !== undefined,
};

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
    // No toast raised yet, so none to take away.
    if (!sonnerModule) return;
    void sonnerModule.then(({ toast }) => {
      const id = `action:${action}`;
      if (shownErrors.delete(id)) toast.dismiss(id);
    });
  },
};
