// How the destination pages word a country's experiences.

/** 0 → 'No experiences yet', 1 → '1 experience', 3 → '3 experiences'. */
export function experiencesCountText(count: number): string {
  if (count === 0) return 'No experiences yet';
  return `${count} ${count === 1 ? 'experience' : 'experiences'}`;
}
