import type { ReactNode } from 'react';

const tones = {
  green: 'bg-green-100 text-green-900 ring-green-700/20',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-700/20',
  red: 'bg-red-100 text-red-900 ring-red-700/20',
  blue: 'bg-blue-100 text-blue-900 ring-blue-700/20',
  grey: 'bg-stone-100 text-stone-800 ring-stone-600/20',
  purple: 'bg-purple-100 text-purple-900 ring-purple-700/20',
  orange: 'bg-orange-100 text-orange-900 ring-orange-700/20',
  teal: 'bg-teal-100 text-teal-900 ring-teal-700/20',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'grey',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
