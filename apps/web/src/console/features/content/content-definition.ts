import type { ComponentType } from 'react';
import type { ConsoleTextKey } from '../../lib/i18n';
import type { Column, ColumnContext } from '../../ui/DataTable';
import type { ContentInput, ContentResource, ContentRow } from './api';

export interface ContentFormProps<Draft> {
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
  /** An existing row is edited (a channel's type stays then). */
  editing: boolean;
}

/** A select over a list; its first option, value '', shows everything. */
export interface ContentFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/**
 * One kind of content as the shared section shows it: its list's columns, where players see a
 * row, and its form (the inputs as text, turned into the API's input on saving).
 */
export interface ContentDefinition<R extends ContentResource, Draft> {
  resource: R;
  title: ConsoleTextKey;
  /** The add button and the new row's form. */
  addLabel: ConsoleTextKey;
  columns: (context: ColumnContext) => Column<ContentRow<R>>[];
  /** The row's address under its list: an id, or a channel's type. */
  itemId: (row: ContentRow<R>) => number | string;
  itemName: (row: ContentRow<R>) => string;
  /** The player page where the row shows; null where the site shows it nowhere. */
  sitePath: (row: ContentRow<R>) => string | null;
  emptyDraft: () => Draft;
  toDraft: (row: ContentRow<R>) => Draft;
  toInput: (draft: Draft) => ContentInput<R>;
  Form: ComponentType<ContentFormProps<Draft>>;
  /** A kind without POST (the channels) adds a row with PUT at this address. */
  newItemId?: (draft: Draft) => string;
  /** Deleted, or disabled where members' history points at the row. */
  removal: 'delete' | 'disable';
  canRemove?: (row: ContentRow<R>) => boolean;
  /** Other lists a write changes (a help section counts its articles). */
  alsoChanges?: readonly ContentResource[];
}
