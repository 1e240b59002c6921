import { useRef, useState, type PointerEvent } from 'react';

export interface DragOffset {
  x: number;
  y: number;
}

// A move of `delta` keeps the span [start, end] inside [0, limit] (a span longer than the window
// may only move towards its start).
const keepInside = (delta: number, start: number, end: number, limit: number) =>
  Math.min(Math.max(delta, -start), Math.max(-start, limit - end));

/**
 * Moves an element by dragging a handle (spec 1 §9: modals are draggable): the offset follows the
 * pointer from where the drag began, and the element stays inside the window (its title bar and
 * close button always within reach).
 * Buttons and fields inside the handle keep their own clicks.
 */
export function useDragOffset() {
  const [offset, setOffset] = useState<DragOffset>({ x: 0, y: 0 });
  const drag = useRef<{ pointerX: number; pointerY: number; from: DragOffset; box: DOMRect }>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button, a, input, select')) {
      return;
    }
    const element = event.currentTarget.closest('dialog') ?? event.currentTarget;
    drag.current = {
      pointerX: event.clientX,
      pointerY: event.clientY,
      from: offset,
      box: element.getBoundingClientRect(),
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    const { box } = start;
    const dx = keepInside(event.clientX - start.pointerX, box.left, box.right, window.innerWidth);
    const dy = keepInside(event.clientY - start.pointerY, box.top, box.bottom, window.innerHeight);
    setOffset({ x: start.from.x + dx, y: start.from.y + dy });
  };

  const onPointerUp = () => {
    drag.current = null;
  };

  return {
    offset,
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
