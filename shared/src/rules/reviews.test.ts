import { describe, expect, it } from 'vitest';
import {
  canEditReview,
  isReviewWindowOpen,
  reviewCountLabel,
  reviewEditableUntil,
  reviewerDisplayName,
  reviewSummary,
  reviewWindowCloses,
} from './reviews.ts';
import { formatAverageRating } from '../format.ts';

describe('the review window', () => {
  const slot = { date: '2026-03-01', start_time: '09:00' };

  it('opens at the slot’s start in its zone and closes 60 days later at the same wall-clock time', () => {
    // Ljubljana is UTC+1 on March 1 and UTC+2 (summer time) on April 30.
    expect(reviewWindowCloses(slot, 'Europe/Ljubljana').toISOString()).toBe('2026-04-30T07:00:00.000Z');
    expect(isReviewWindowOpen(slot, 'Europe/Ljubljana', new Date('2026-03-01T07:59:59Z'))).toBe(false);
    expect(isReviewWindowOpen(slot, 'Europe/Ljubljana', new Date('2026-03-01T08:00:00Z'))).toBe(true);
    expect(isReviewWindowOpen(slot, 'Europe/Ljubljana', new Date('2026-04-30T06:59:59Z'))).toBe(true);
    expect(isReviewWindowOpen(slot, 'Europe/Ljubljana', new Date('2026-04-30T07:00:00Z'))).toBe(false);
  });

  it('counts calendar days across a month and a year end', () => {
    expect(reviewWindowCloses({ date: '2026-12-31', start_time: '23:30:00' }, 'UTC').toISOString()).toBe(
      '2027-03-01T23:30:00.000Z',
    );
  });
});

describe('editing', () => {
  it('is allowed for 48 hours after writing, not from the 48th hour on', () => {
    const written = new Date('2026-05-01T10:00:00Z');
    expect(reviewEditableUntil(written).toISOString()).toBe('2026-05-03T10:00:00.000Z');
    expect(canEditReview(written, new Date('2026-05-03T09:59:59Z'))).toBe(true);
    expect(canEditReview(written, new Date('2026-05-03T10:00:00Z'))).toBe(false);
  });
});

describe('the summary', () => {
  it('is null without reviews and averages to one decimal', () => {
    expect(reviewSummary(0, 0)).toBeNull();
    expect(reviewSummary(2, 9)).toEqual({ average: 4.5, count: 2 });
    expect(reviewSummary(3, 13)).toEqual({ average: 4.3, count: 3 });
    expect(reviewSummary(20, 89)).toEqual({ average: 4.5, count: 20 });
  });

  it('shows one decimal and a counted noun', () => {
    expect(formatAverageRating(5)).toBe('5.0');
    expect(formatAverageRating(4.5)).toBe('4.5');
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(12)).toBe('12 reviews');
    expect(reviewCountLabel(1200)).toBe('1,200 reviews');
  });
});

describe('the reviewer’s name', () => {
  it('is the first name and last initial', () => {
    expect(reviewerDisplayName('Tara', 'traveler')).toBe('Tara T.');
    expect(reviewerDisplayName(' Ana ', '')).toBe('Ana');
    expect(reviewerDisplayName('', 'Novak')).toBe('A traveler');
  });
});
