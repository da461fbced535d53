import { describe, expect, it } from 'vitest';
import { percentile } from './percentiles';

describe('percentile', () => {
  it('when there are no values, then there is no percentile', () => {
    expect(percentile([], 0.5)).toBeNull();
  });

  // The nearest-rank examples of the method's usual description (Wikipedia "Percentile").
  it('when given the textbook list, then the nearest ranks are its members', () => {
    const values = [15, 20, 35, 40, 50];
    expect(percentile(values, 0.05)).toBe(15);
    expect(percentile(values, 0.3)).toBe(20);
    expect(percentile(values, 0.4)).toBe(20);
    expect(percentile(values, 0.5)).toBe(35);
    expect(percentile(values, 1)).toBe(50);
  });

  it('when the values come unsorted, then they are ranked by size', () => {
    const values = [3, 6, 7, 8, 8, 10, 13, 15, 16, 20].reverse();
    expect(percentile(values, 0.25)).toBe(7);
    expect(percentile(values, 0.5)).toBe(8);
    expect(percentile(values, 0.9)).toBe(16);
  });

  it('when the share is outside (0, 1], then it is refused', () => {
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 1.5)).toThrow(RangeError);
  });
});
