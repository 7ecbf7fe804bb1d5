import { describe, expect, it } from 'vitest';
import { pageItems, pageWindow } from './page-window.ts';

describe('pageWindow (windows of 5 page numbers on phones)', () => {
  it('centres the current page in a window of five', () => {
    expect(pageWindow(7, 20, 5)).toEqual([5, 6, 7, 8, 9]);
  });

  it('stops at the first page and stays five wide', () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 20, 5)).toEqual([2, 3, 4, 5, 6]);
  });

  it('stops at the last page and stays five wide', () => {
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(18, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(17, 20, 5)).toEqual([15, 16, 17, 18, 19]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1, 5)).toEqual([1]);
  });

  it('keeps a current page outside the range inside the window', () => {
    expect(pageWindow(99, 17, 5)).toEqual([13, 14, 15, 16, 17]);
    expect(pageWindow(0, 17, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing for no pages', () => {
    expect(pageWindow(1, 0, 5)).toEqual([]);
  });

  it('puts the current page left of centre in an even window', () => {
    expect(pageWindow(5, 20, 4)).toEqual([4, 5, 6, 7]);
  });
});

describe('pageItems (wide screens)', () => {
  it('adds the first and last pages with gaps around a middle window', () => {
    expect(pageItems(10, 20, 5)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageItems(5, 20, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageItems(16, 20, 5)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('needs no gap at the ends', () => {
    expect(pageItems(1, 20, 5)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(20, 20, 5)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(4, 20, 5)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  });

  it('lists every page of a short list once', () => {
    expect(pageItems(2, 6, 5)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(1, 2, 5)).toEqual([1, 2]);
    expect(pageItems(1, 1, 5)).toEqual([1]);
  });
});
