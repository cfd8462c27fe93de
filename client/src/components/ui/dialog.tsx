import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * An accessible modal (focus trapped, Escape closes, labelled by its title) that gives focus back
 * to the control that opened it when it closes.
 *
 * Our dialogs are opened from state (`open`), not from a `RadixDialog.Trigger`, and Radix's modal
 * content returns focus only to its Trigger: without one it cancels the focus scope's own return
 * and focus fell to the page (docs/decisions/039). So the element focused when the dialog opened
 * is remembered and focused again, if it is still on the page.
 */
export function Dialog({ open, onOpenChange, title, description, children, className = '' }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const t = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ${className}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            // Runs before focus moves into the dialog: the focused element is still the opener.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold text-stone-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-stone-600">{description}</RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            aria-label={t('ui.dialog.close')}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
