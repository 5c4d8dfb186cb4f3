import {
  groupRows,
  NO_RESULTS,
  nextSort,
  type SortState,
  skeletonRowCount,
  TABLE_LAYOUT_MIN_WIDTH,
} from '@fieldbook/domain/inputs/list.rules';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { type ListFilter, ListToolbar } from './list-toolbar';
import { PageLinks } from './table-pagination';
import { useElementWidth } from './use-responsive';

export type { SortState } from '@fieldbook/domain/inputs/list.rules';
export type RowKey = string | number;

export interface DynamicTableColumn<Row> {
  key: string;
  label: string;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The cell; by default the row's property named `key`. */
  render?: (row: Row) => ReactNode;
}

export interface DynamicTableProps<Row> {
  /** Accessible name of the table (or list). */
  label: string;
  columns: readonly DynamicTableColumn<Row>[];
  /** The current page's rows, as the server returned them. */
  rows: readonly Row[];
  rowKey: (row: Row) => RowKey;
  /** Text naming a row, for its checkbox ("Select Ada Lovelace"); the row number by default. */
  rowLabel?: (row: Row) => string;
  /** All rows on the server for the current search and filters. */
  total: number;
  /** 1-based. */
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  /** While true the body shows skeleton rows (half the page size). */
  loading?: boolean;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** The toolbar shows when a search handler or filters are given. */
  search?: string;
  onSearchChange?: (text: string) => void;
  searchPlaceholder?: string;
  searchDebounceMs?: number;
  filters?: readonly ListFilter[];
  onRemoveFilter?: (key: string) => void;
  onClearFilters?: () => void;
  toolbarActions?: ReactNode;
  /** Row checkboxes and a select-all for the page. */
  selectable?: boolean;
  selected?: readonly RowKey[];
  onSelectionChange?: (keys: RowKey[]) => void;
  /** Groups the rows under headers, in the order groups first appear. */
  groupBy?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /** The list layout's content of a row; by default the first column over the others. */
  renderListItem?: (row: Row) => ReactNode;
  emptyText?: string;
  /** "auto" (default) is a table at 768 px of container width or more, a list below. */
  layout?: 'auto' | 'table' | 'list';
}

function cellOf<Row>(column: DynamicTableColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const raw = (row as Record<string, unknown>)[column.key];
  return raw === null || raw === undefined ? '' : String(raw);
}

/**
 * A server-driven table: it shows the rows it is given and reports sort, search, filter, selection
 * and page changes; it never fetches. Table layout at container width ≥ 768 px, a list below.
 */
export function DynamicTable<Row>(props: DynamicTableProps<Row>) {
  const {
    label,
    columns,
    rows,
    rowKey,
    rowLabel,
    total,
    page,
    rowsPerPage,
    onPageChange,
    loading = false,
    sort,
    onSortChange,
    onSearchChange,
    filters,
    selectable = false,
    selected = [],
    onSelectionChange,
    groupBy,
    onRowClick,
    renderListItem,
    emptyText = NO_RESULTS,
    layout = 'auto',
  } = props;
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const asTable = layout === 'table' || (layout === 'auto' && width >= TABLE_LAYOUT_MIN_WIDTH);

  const selectedSet = new Set(selected);
  const pageKeys = rows.map(rowKey);
  const selectedOnPage = pageKeys.filter((key) => selectedSet.has(key)).length;
  const allSelected = pageKeys.length > 0 && selectedOnPage === pageKeys.length;
  const toggleAll = () =>
    onSelectionChange?.(
      allSelected
        ? selected.filter((key) => !pageKeys.includes(key))
        : [...selected, ...pageKeys.filter((key) => !selectedSet.has(key))],
    );
  const toggle = (key: RowKey) =>
    onSelectionChange?.(selectedSet.has(key) ? selected.filter((k) => k !== key) : [...selected, key]);
  const nameOf = (row: Row, index: number) => rowLabel?.(row) ?? `row ${(page - 1) * rowsPerPage + index + 1}`;

  const groups = groupBy ? groupRows(rows, groupBy) : [{ group: '', rows: [...rows] }];
  const skeletons = skeletonRowCount(rowsPerPage);
  const empty = !loading && rows.length === 0;
  const sortable = columns.filter((column) => column.sortable);
  const rowIndex = new Map(rows.map((row, index) => [row, index]));

  const selectAll = selectable && (
    <Checkbox
      checked={allSelected}
      indeterminate={selectedOnPage > 0 && !allSelected}
      onChange={toggleAll}
      disabled={loading || rows.length === 0}
      slotProps={{ input: { 'aria-label': 'Select all' } }}
    />
  );
  const rowCheckbox = (row: Row) => (
    <Checkbox
      checked={selectedSet.has(rowKey(row))}
      onChange={() => toggle(rowKey(row))}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': `Select ${nameOf(row, rowIndex.get(row) ?? 0)}` } }}
    />
  );
  const activate = onRowClick
    ? (row: Row) => ({
        // A popover opened from a cell is portalled, yet its clicks bubble here through React: not the row's.
        onClick: (event: { target: EventTarget; currentTarget: EventTarget & Element }) => {
          if (event.currentTarget.contains(event.target as Node)) onRowClick(row);
        },
        onKeyDown: (event: { key: string; target: EventTarget; currentTarget: EventTarget }) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
        },
        tabIndex: 0,
        sx: { cursor: 'pointer' },
      })
    : () => ({});

  const table = (
    <TableContainer>
      <Table aria-label={label} aria-busy={loading} size="small">
        <TableHead>
          <TableRow>
            {selectable && <TableCell padding="checkbox">{selectAll}</TableCell>}
            {columns.map((column) => {
              const active = sort?.key === column.key;
              return (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ width: column.width, fontWeight: 600 }}
                  sortDirection={active ? sort?.direction : false}
                >
                  {column.sortable && onSortChange ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort?.direction : 'asc'}
                      onClick={() => onSortChange(nextSort(sort, column.key))}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: skeletons }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
                <TableRow key={index} data-skeleton>
                  {selectable && <TableCell padding="checkbox" />}
                  {columns.map((column) => (
                    <TableCell key={column.key}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : groups.map(({ group, rows: groupRowsList }) => (
                <Fragment key={group}>
                  {groupBy && (
                    <TableRow>
                      <TableCell
                        component="th"
                        scope="colgroup"
                        colSpan={columns.length + (selectable ? 1 : 0)}
                        sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
                      >
                        {group}
                      </TableCell>
                    </TableRow>
                  )}
                  {groupRowsList.map((row) => (
                    <TableRow
                      key={rowKey(row)}
                      hover
                      selected={selectedSet.has(rowKey(row))}
                      aria-selected={selectable ? selectedSet.has(rowKey(row)) : undefined}
                      {...activate(row)}
                    >
                      {selectable && <TableCell padding="checkbox">{rowCheckbox(row)}</TableCell>}
                      {columns.map((column) => (
                        <TableCell key={column.key} align={column.align}>
                          {cellOf(column, row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </Fragment>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  const listItemContent = (row: Row) =>
    renderListItem ? (
      renderListItem(row)
    ) : (
      <Box sx={{ minWidth: 0 }}>
        {columns.map((column, index) =>
          index === 0 ? (
            <Typography key={column.key} variant="body1">
              {cellOf(column, row)}
            </Typography>
          ) : (
            <Typography key={column.key} variant="body2" color="text.secondary">
              {column.label}: {cellOf(column, row)}
            </Typography>
          ),
        )}
      </Box>
    );

  const list = (
    <Box>
      {(sortable.length > 0 && onSortChange) || selectable ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
          {selectAll}
          {sortable.length > 0 && onSortChange && (
            <>
              <TextField
                select
                size="small"
                label="Sort By"
                value={sort?.key ?? ''}
                onChange={(event) => onSortChange({ key: event.target.value, direction: sort?.direction ?? 'asc' })}
                sx={{ minWidth: 160 }}
                fullWidth={false}
              >
                {sortable.map((column) => (
                  <MenuItem key={column.key} value={column.key}>
                    {column.label}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={sort?.direction === 'desc' ? 'Sorted descending' : 'Sorted ascending'}
                disabled={!sort}
                onClick={() => sort && onSortChange(nextSort(sort, sort.key))}
              >
                {sort?.direction === 'desc' ? <ArrowDownward /> : <ArrowUpward />}
              </IconButton>
            </>
          )}
        </Box>
      ) : null}
      <List aria-label={label} aria-busy={loading} disablePadding>
        {loading
          ? Array.from({ length: skeletons }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
              <ListItem key={index} data-skeleton divider>
                <Box sx={{ width: '100%' }}>
                  <Skeleton variant="text" width="60%" />
                  <Skeleton variant="text" width="40%" />
                </Box>
              </ListItem>
            ))
          : groups.map(({ group, rows: groupRowsList }) => (
              <Fragment key={group}>
                {groupBy && <ListSubheader>{group}</ListSubheader>}
                {groupRowsList.map((row) => (
                  <ListItem
                    key={rowKey(row)}
                    divider
                    disablePadding={Boolean(onRowClick)}
                    secondaryAction={selectable ? rowCheckbox(row) : undefined}
                  >
                    {onRowClick ? (
                      <ListItemButton onClick={() => onRowClick(row)} selected={selectedSet.has(rowKey(row))}>
                        {listItemContent(row)}
                      </ListItemButton>
                    ) : (
                      listItemContent(row)
                    )}
                  </ListItem>
                ))}
              </Fragment>
            ))}
      </List>
    </Box>
  );

  return (
    <Box ref={containerRef} sx={{ width: '100%' }}>
      {(onSearchChange || (filters && filters.length > 0) || props.toolbarActions) && (
        <ListToolbar
          search={props.search}
          onSearchChange={onSearchChange}
          searchPlaceholder={props.searchPlaceholder}
          searchDebounceMs={props.searchDebounceMs}
          filters={filters}
          onRemoveFilter={props.onRemoveFilter}
          onClearFilters={props.onClearFilters}
          actions={props.toolbarActions}
        />
      )}
      {empty ? <EmptyState title={emptyText} /> : asTable ? table : list}
      {!empty && (
        <PageLinks page={page} total={total} rowsPerPage={rowsPerPage} onPageChange={onPageChange} disabled={loading} />
      )}
    </Box>
  );
}
