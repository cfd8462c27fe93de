import { describe, expect, it } from 'vitest';
import { countWords, readMinutes, readTimeLabel } from './read-time.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('read time', () => {
  it('counts the words of the body, headings included, and not the markup', () => {
    expect(countWords('<h2>Why corridors matter</h2><p>Wildlife needs <strong>room</strong> to move.</p>')).toBe(8);
  });

  it('does not count dashes, entities or empty tags as words', () => {
    expect(countWords('<p>Days 1 – 3: Ljubljana &amp; Bled</p><ul><li></li></ul>')).toBe(5);
  });

  it('counts accented and non-Latin words', () => {
    expect(countWords('<p>Škocjan, Māori, kaitiakitanga — Αθήνα</p>')).toBe(4);
  });

  it('is words ÷ 200 rounded up', () => {
    expect(readMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readMinutes(`<p>${words(1000)}</p>`)).toBe(5);
    expect(readMinutes(`<p>${words(1001)}</p>`)).toBe(6);
  });

  it('is at least 1 minute, even for an empty body', () => {
    expect(readMinutes('')).toBe(1);
    expect(readMinutes('<p>Short.</p>')).toBe(1);
  });

  it('labels the minutes as “N min read”', () => {
    expect(readTimeLabel(`<p>${words(850)}</p>`)).toBe('5 min read');
  });
});
