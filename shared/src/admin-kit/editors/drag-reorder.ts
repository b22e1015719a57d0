import { useState, type DragEvent } from 'react';

/** The list with one item moved, or null when the move goes nowhere (same place or out of range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] | null {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return null;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Drag-and-drop reordering of a list's elements: spread `dragProps(index)` on each one. `dragIndex`
 * and `overIndex` are the dragged element and the one under it, for styling. Disabled, the elements
 * are neither draggable nor drop targets.
 */
export function useDragReorder(onMove: (from: number, to: number) => void, enabled = true) {
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const end = () => {
    setDragIndex(null);
    setOverIndex(null);
  };

  const dragProps = (index: number) =>
    enabled
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            // Dragging from inside a field would move the element instead of selecting text.
            if ((event.target as HTMLElement).closest?.('input, textarea, select, [contenteditable=true]')) {
              event.preventDefault();
              return;
            }
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragIndex(index);
          },
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setOverIndex(index);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const from = dragIndex ?? Number(event.dataTransfer.getData('text/plain'));
            end();
            if (Number.isInteger(from)) onMove(from, index);
          },
          onDragEnd: end,
        }
      : {};

  return { dragIndex, overIndex, dragProps };
}
