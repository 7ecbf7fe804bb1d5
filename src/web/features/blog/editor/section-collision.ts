import {
  closestCenter,
  pointerWithin,
  type Collision,
  type CollisionDetection,
} from '@dnd-kit/core';

// Which card a dragged section is "over" (ADR 045). Cards differ a lot in height (one may be
// expanded with its editor), which the stock rect-based detectors handle badly: a tall card moved
// by the keyboard lands with its bottom (moving down) or top (moving up) on the target's, yet its
// centre and corners stay nearest to its own slot, so nothing moves.

type Args = Parameters<CollisionDetection>[0];

/**
 * Keyboard: the card whose top or bottom edge lines up best with the dragged card's — exactly
 * where `sortableKeyboardCoordinates` puts it (top on top going up, bottom on bottom going down).
 */
export const closestEdge: CollisionDetection = ({
  collisionRect,
  droppableRects,
  droppableContainers,
}: Args) => {
  const collisions: Collision[] = [];
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const value = Math.min(
      Math.abs(rect.top - collisionRect.top),
      Math.abs(rect.bottom - collisionRect.bottom),
    );
    collisions.push({ id: container.id, data: { droppableContainer: container, value } });
  }
  return collisions.sort((a, b) => (a.data?.value as number) - (b.data?.value as number));
};

/**
 * Pointer: the card the dragged section is over, else the
 * nearest centre. Keyboard (no pointer): `closestEdge`.
 */
export const sectionCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const within = pointerWithin(args);
    return within.length > 0 ? within : closestCenter(args);
  }
  return closestEdge(args);
};
