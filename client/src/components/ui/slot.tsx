import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';

/** Merges its props and class into its only child (for `asChild`). */
export function Slot({ children, className, ...props }: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<{ className?: string }>;
  return cloneElement(child, { ...props, className: `${className ?? ''} ${child.props.className ?? ''}`.trim() });
}
