// The spec's toasts have a title and a text, and are destructive unless marked neutral.
// sonner is loaded on first use (and by the root's lazy Toaster), keeping it out of the
// first download.
const sonner = () => import('sonner');

function show(kind: 'error' | 'neutral' | 'success', title: string, text?: string) {
  const options = text ? { description: text } : undefined;
  void sonner().then(({ toast }) => {
    if (kind === 'error') toast.error(title, options);
    else if (kind === 'success') toast.success(title, options);
    else toast(title, options);
  });
}

export const notify = {
  destructive(title: string, text?: string) {
    show('error', title, text);
  },
  neutral(title: string, text?: string) {
    show('neutral', title, text);
  },
  success(title: string, text?: string) {
    show('success', title, text);
  },
};
