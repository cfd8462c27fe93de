// The calendar's colour per schedule (by its place among the activity's schedules) and one for
// slots added by hand. Every colour comes with the schedule's name in text: colour never
// carries the meaning alone.

const palette = [
  { swatch: 'bg-emerald-600', chip: 'border-emerald-300 bg-emerald-50 text-emerald-950' },
  { swatch: 'bg-sky-600', chip: 'border-sky-300 bg-sky-50 text-sky-950' },
  { swatch: 'bg-amber-500', chip: 'border-amber-300 bg-amber-50 text-amber-950' },
  { swatch: 'bg-violet-600', chip: 'border-violet-300 bg-violet-50 text-violet-950' },
  { swatch: 'bg-rose-600', chip: 'border-rose-300 bg-rose-50 text-rose-950' },
  { swatch: 'bg-teal-700', chip: 'border-teal-300 bg-teal-50 text-teal-950' },
] as const;

export const manualColour = { swatch: 'bg-stone-400', chip: 'border-stone-300 bg-stone-50 text-stone-800' } as const;

export function scheduleColour(index: number) {
  return palette[index % palette.length]!;
}
