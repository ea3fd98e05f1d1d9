export {
  SortableGrid,
  type HandleProps,
  type SortableGridProps,
  type SortableGridTexts,
} from './sortable-grid';
