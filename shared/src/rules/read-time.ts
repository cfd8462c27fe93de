/**
 * Reading speed used for read times: 200 words per minute, the slow end of adult silent reading
 * of non-fiction, so that a careful reader is not told a piece is shorter than it is
 * (docs/decisions/040-read-time-from-the-text.md).
 */
export const READING_WORDS_PER_MINUTE = 200;

/** Tags are markup, not reading; entities such as &amp; are a single character. */
function visibleText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
}

/** Words of an HTML body, headings included: runs of non-space text that contain a letter or digit. */
export function countWords(html: string): number {
  return visibleText(html)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whole minutes to read an HTML body: words ÷ 200, rounded up, at least 1. */
export function readMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / READING_WORDS_PER_MINUTE));
}

/** The label shown on cards and article headers, e.g. '5 min read'. */
export function readTimeLabel(html: string): string {
  return `${readMinutes(html)} min read`;
}
