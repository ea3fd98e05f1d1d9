import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './sortable-grid.css';

/** What a sortable grid says to screen readers, in the page's language: positions count from 1. */
export interface SortableGridTexts {
  /** Read when a handle gets the focus: how to move an item with the keyboard. */
  instructions: string;
  pickedUp: (position: number) => string;
  movedTo: (position: number, count: number) => string;
  droppedAt: (position: number, count: number) => string;
  cancelled: (position: number) => string;
}

/** The props of an item's handle: give them to the button that moves it (keyboard and pointer). */
export type HandleProps = HTMLAttributes<HTMLElement> & { ref: (element: HTMLElement | null) => void };

export interface SortableGridProps<Item> {
  items: readonly Item[];
  idOf: (item: Item) => number;
  /** Called once an item is dropped at another place, with every id in the new order. */
  onReorder: (order: number[]) => void;
  texts: SortableGridTexts;
  /** The grid's accessible name. */
  label: string;
  renderItem: (item: Item, index: number, handle: HandleProps) => ReactNode;
}

function SortableItem({ id, children }: { id: number; children: (handle: HandleProps) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`pp-ui-sortable-grid__item${isDragging ? ' pp-ui-sortable-grid__item--dragging' : ''}`}
    >
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </li>
  );
}

/**
 * A grid of items the user puts in order by dragging a handle with the pointer, or with the keyboard (Space or
 * Enter on the handle, the arrows, Space or Enter to drop, Escape to cancel), @dnd-kit underneath: each move
 * is announced in the page's language. The grid does not keep an order of its own: it shows `items` and says
 * the new order through `onReorder` (the caller shows it at once, and saves it). Venues' photos and
 * portfolios' share it.
 */
export function SortableGrid<Item>({
  items,
  idOf,
  onReorder,
  texts,
  label,
  renderItem,
}: SortableGridProps<Item>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const positionOf = (id: UniqueIdentifier | undefined) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.pickedUp(positionOf(active.id)),
    // Over its own place (as the drag starts) says nothing: the pick-up's words stay.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? texts.movedTo(positionOf(over.id), ids.length) : undefined,
    onDragEnd: ({ active, over }) => texts.droppedAt(positionOf(over?.id ?? active.id), ids.length),
    onDragCancel: ({ active }) => texts.cancelled(positionOf(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className="pp-ui-sortable-grid" aria-label={label}>
          {items.map((item, index) => (
            <SortableItem key={idOf(item)} id={idOf(item)}>
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
