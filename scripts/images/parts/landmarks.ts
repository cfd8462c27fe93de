// Landforms a place is known by, drawn in local units on their base line: peaks with their
// real outlines (Matterhorn, Half Dome, Mitre Peak, Uluru, Kilimanjaro), islands, icebergs.
import { darken, lighten } from '../svg.ts';

export function matterhorn(rock = '#6b7280', snow = '#f8fafc'): string {
  return `<path d="M-230 0L-70-120-30-205-4-240 12-232 24-205 50-160 100-110 240 0Z" fill="${rock}"/><path d="M-4-240 12-232 24-205 50-160 100-110 240 0H40L30-120 10-180Z" fill="${darken(rock, 0.3)}"/><path d="M-4-240L-30-205-52-160-40-150-28-170-16-150-8-190 10-180 12-232Z" fill="${snow}"/><path d="M-70-120-110-90-90-86-70-100-60-84-50-110Z" fill="${snow}"/>`;
}

export function halfDome(granite = '#a8a29e'): string {
  return `<path d="M-40 0L-34-120Q-30-176 10-186Q90-190 150-110L200 0Z" fill="${granite}"/><path d="M-40 0L-34-120Q-30-176 10-186L-6-120-14 0Z" fill="${darken(granite, 0.22)}"/><path d="M40-150Q80-140 120-100M60-170Q110-150 150-110" stroke="${lighten(granite, 0.2)}" stroke-width="3" fill="none"/>`;
}

export function elCapitan(granite = '#d6d3d1'): string {
  return `<path d="M-160 0V-210Q-110-226-40-214L10-150Q40-70 70 0Z" fill="${granite}"/><path d="M-40-214L10-150Q40-70 70 0H20Q0-80-30-150Z" fill="${darken(granite, 0.18)}"/><path d="M-130-190V-20M-100-200V-30" stroke="${darken(granite, 0.1)}" stroke-width="2"/>`;
}

export function mitrePeak(rock = '#334155'): string {
  return `<path d="M-150 0L-30-250-12-262 8-246 150 0Z" fill="${rock}"/><path d="M-12-262 8-246 150 0H20L-4-150Z" fill="${darken(rock, 0.3)}"/><path d="M-30-250L-50-200-36-204-26-180-16-230Z" fill="#f1f5f9"/>`;
}

export function uluru(rock = '#c2410c'): string {
  return `<path d="M-230 0C-226-46-196-82-140-88L120-92C184-88 214-52 228 0Z" fill="${rock}"/><path d="M-150-80C-160-50-170-20-176 0M-80-88C-86-50-84-20-90 0M10-92C0-60 6-30 0 0M100-92C110-60 100-30 110 0M170-76C180-50 186-20 190 0" stroke="${darken(rock, 0.25)}" stroke-width="4" fill="none"/><path d="M120-92C184-88 214-52 228 0H190C186-40 160-80 120-92Z" fill="${darken(rock, 0.2)}"/>`;
}

export function kilimanjaro(rock = '#6b7280', snow = '#f8fafc'): string {
  return `<path d="M-320 0L-90-110Q0-124 90-114L320 0Z" fill="${rock}"/><path d="M-90-110Q0-124 90-114L120-98 96-92 80-100 60-88 40-98 20-86 0-98-20-88-40-100-60-90-80-100-104-96Z" fill="${snow}"/><path d="M90-114L320 0H120L60-80Z" fill="${darken(rock, 0.15)}" opacity=".6"/>`;
}

/** A symmetric volcanic cone with snow (Taranaki, Ruapehu). */
export function volcano(rock = '#57534e', snow = '#f8fafc'): string {
  return `<path d="M-260 0Q-80-120-14-200H14Q80-120 260 0Z" fill="${rock}"/><path d="M-14-200H14Q40-160 64-130L48-126 36-138 22-122 8-140-8-124-22-140-38-124-56-132Q-36-164-14-200Z" fill="${snow}"/><path d="M14-200Q80-120 260 0H80Q40-100 14-200Z" fill="${darken(rock, 0.25)}" opacity=".6"/>`;
}

/** Sandstone rock towers and the great natural arch (Bohemian Switzerland). */
export function sandstoneArch(stone = '#c08457'): string {
  return `<path d="M-140 0V-130Q-120-160-80-150L80-160Q120-160 130-130V0H60V-60Q60-100 0-104Q-60-100-60-60V0Z" fill="${stone}"/><path d="M80-160Q120-160 130-130V0H100V-120Q100-150 80-160Z" fill="${darken(stone, 0.2)}"/><path d="M-120-110h60M-130-80h50M70-120h40M-100-40h30M80-50h30" stroke="${darken(stone, 0.18)}" stroke-width="3"/><path d="M-190 0V-90Q-180-110-160-100V0ZM150 0V-110Q170-126 186-100V0Z" fill="${darken(stone, 0.1)}"/>`;
}

/** A small wooded island, as Lake Bled's, to carry a church. */
export function island(green = '#166534', rock = '#78716c'): string {
  return `<path d="M-90 0Q-70-18-40-26Q0-34 40-26Q70-18 90 0Z" fill="${rock}"/><path d="M-80-6Q-60-40-30-46Q0-54 30-46Q60-40 80-6Z" fill="${green}"/><circle cx="-50" cy="-30" r="16" fill="${darken(green, 0.15)}"/><circle cx="52" cy="-26" r="14" fill="${darken(green, 0.15)}"/><path d="M-36-44h72v-4h-72z" fill="#a8a29e"/>`;
}

/** Icebergs, angular and blue-shadowed. */
export function iceberg(size = 1): string {
  const s = (v: number) => v * size;
  return `<path d="M${s(-60)} 0L${s(-40)} ${s(-40)}L${s(-10)} ${s(-50)}L${s(20)} ${s(-70)}L${s(50)} ${s(-30)}L${s(70)} 0Z" fill="#f0f9ff"/><path d="M${s(20)} ${s(-70)}L${s(50)} ${s(-30)}L${s(70)} 0H${s(10)}L${s(0)} ${s(-30)}Z" fill="#7dd3fc"/><path d="M${s(-60)} 0H${s(70)}L${s(60)} ${s(10)}H${s(-50)}Z" fill="#38bdf8" opacity=".5"/>`;
}

/** A glacier tongue flowing out of a high valley and spreading towards its lagoon or moraine. */
export function glacier(): string {
  return `<path d="M-40-160Q0-172 40-160Q80-90 210 0H-210Q-80-90-40-160Z" fill="#e0f2fe"/><path d="M-12-150Q-30-80-80-20M14-150Q10-80 30-10M30-146Q70-90 130-30" stroke="#7dd3fc" stroke-width="4" fill="none"/><path d="M-210 0Q-80-90-40-160L-30-150Q-70-80-150 0Z" fill="#bae6fd"/>`;
}

/** Sea stacks and an arch in golden limestone (the Algarve, Malta's coast). */
export function seaArch(stone = '#d9a15b'): string {
  return `<path d="M-120 0V-100Q-110-130-60-126Q0-124 20-100V0H-20V-50Q-40-80-70-50V0Z" fill="${stone}"/><path d="M40 0V-70Q60-90 80-70V0Z" fill="${darken(stone, 0.1)}"/><path d="M-120-100Q-110-130-60-126Q0-124 20-100" stroke="#65a30d" stroke-width="6" fill="none"/><path d="M0-100Q20-90 20 0H0Z" fill="${darken(stone, 0.2)}"/>`;
}
