import type { ClientRect, DroppableContainer, UniqueIdentifier } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { closestEdge, sectionCollision } from './section-collision.ts';

// ADR 045: keyboard moves of cards of very different heights.

const rect = (top: number, height: number): ClientRect => ({
  top,
  bottom: top + height,
  left: 0,
  right: 500,
  width: 500,
  height,
});

// A tall expanded card 'a' (800 px) above two collapsed cards of 52 px, 12 px apart.
const rects = new Map<UniqueIdentifier, ClientRect>([
  ['a', rect(0, 800)],
  ['b', rect(812, 52)],
  ['c', rect(876, 52)],
]);
const containers = [...rects.keys()].map((id) => ({ id }) as unknown as DroppableContainer);

const detect = (collisionRect: ClientRect, pointer: { x: number; y: number } | null = null) =>
  sectionCollision({
    active: { id: 'a' } as never,
    collisionRect,
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  })[0]?.id;

describe('section collision', () => {
  it('a tall card moved down by the keyboard (bottoms aligned) is over the next card', () => {
    // sortableKeyboardCoordinates aligns the bottom of 'a' with the bottom of 'b'.
    expect(detect(rect(864 - 800, 800))).toBe('b');
    expect(detect(rect(928 - 800, 800))).toBe('c');
  });

  it('a card moved up by the keyboard (tops aligned) is over the card above', () => {
    expect(detect(rect(0, 52))).toBe('a');
    expect(detect(rect(812, 52))).toBe('b');
  });

  it('a card that has not moved is over itself', () => {
    expect(detect(rect(0, 800))).toBe('a');
  });

  it('with a pointer, the card under the pointer wins', () => {
    expect(detect(rect(400, 800), { x: 10, y: 830 })).toBe('b');
    expect(detect(rect(400, 800), { x: 10, y: 900 })).toBe('c');
  });

  it('sorts every card by its edge distance', () => {
    const all = closestEdge({
      active: { id: 'b' } as never,
      collisionRect: rect(812, 52),
      droppableRects: rects,
      droppableContainers: containers,
      pointerCoordinates: null,
    }).map((c) => c.id);
    expect(all[0]).toBe('b');
    expect(all).toHaveLength(3);
  });
});
