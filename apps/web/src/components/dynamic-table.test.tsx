import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetViewportWidth, setViewportWidth } from '../test/viewport';
import { DynamicTable, type DynamicTableColumn, type RowKey, type SortState } from './dynamic-table';

interface Person {
  id: number;
  name: string;
  suburb: string;
}

const PEOPLE: Person[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Person ${String(index + 1).padStart(2, '0')}`,
  suburb: index % 2 === 0 ? 'Richmond' : 'Fitzroy',
}));

const COLUMNS: DynamicTableColumn<Person>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'suburb', label: 'Suburb', sortable: true },
];

/** Plays the server: sorts, searches, filters and pages PEOPLE. */
function Harness({
  rowsPerPage = 5,
  loading = false,
  grouped = false,
  people = PEOPLE,
  onSearch = () => {},
}: {
  rowsPerPage?: number;
  loading?: boolean;
  grouped?: boolean;
  people?: Person[];
  onSearch?: (text: string) => void;
}) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(null);
  const [search, setSearch] = useState('');
  const [suburb, setSuburb] = useState<string | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [selected, setSelected] = useState<RowKey[]>([]);
  const matching = people
    .filter((p) => p.name.toLowerCase().includes(search.toLowerCase()) && (!suburb || p.suburb === suburb))
    .sort((a, b) => {
      if (!sort) return 0;
      const order = String(a[sort.key as keyof Person]).localeCompare(String(b[sort.key as keyof Person]));
      return sort.direction === 'asc' ? order : -order;
    });
  return (
    <>
      <button type="button" onClick={() => setSuburb('Fitzroy')}>
        Only Fitzroy
      </button>
      <DynamicTable
        label="People"
        columns={COLUMNS}
        rows={matching.slice((page - 1) * rowsPerPage, page * rowsPerPage)}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        total={matching.length}
        page={page}
        rowsPerPage={rowsPerPage}
        onPageChange={setPage}
        loading={loading}
        sort={sort}
        onSortChange={setSort}
        search={search}
        onSearchChange={(text) => {
          onSearch(text);
          setSearch(text);
          setPage(1);
        }}
        filters={[
          { key: 'suburb', label: 'Suburb', value: suburb },
          { key: 'tags', label: 'Tags', value: tags },
        ]}
        onRemoveFilter={(key) => (key === 'suburb' ? setSuburb(null) : setTags([]))}
        selectable
        selected={selected}
        onSelectionChange={setSelected}
        groupBy={grouped ? (p) => p.suburb : undefined}
      />
      <output aria-label="selected">{selected.join(',')}</output>
    </>
  );
}

const bodyNames = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

afterEach(() => resetViewportWidth());

describe('DynamicTable', () => {
  it('is a table at 768 px or wider and a list below, following the width', () => {
    const viewport = setViewportWidth(1024);
    render(<Harness />);
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'Name', 'Suburb']);

    viewport.resize(767);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'People' });
    expect(within(list).getByText('Person 01')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toBeTruthy();

    viewport.resize(768);
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
  });

  it('sorts by a column, flipping the direction on a second click', async () => {
    setViewportWidth(1024);
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(bodyNames()[0]).toBe('Person 01');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect(bodyNames()[0]).toBe('Person 23');
  });

  it('links at most 5 pages and moves between them', async () => {
    setViewportWidth(1024);
    render(<Harness rowsPerPage={2} />);
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByText('1–2 of 23')).toBeTruthy();

    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['8', '9', '10', '11', '12']);
    expect(within(nav).getByRole('button', { name: 'Page 12' }).getAttribute('aria-current')).toBe('page');
    expect(bodyNames()).toEqual(['Person 23']);

    await user.click(within(nav).getByRole('button', { name: 'Page 9' }));
    expect(screen.getByText('17–18 of 23')).toBeTruthy();
  });

  it('debounces the search by 750 ms', async () => {
    setViewportWidth(1024);
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const user = userEvent.setup();
    const started = Date.now();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'n 2');
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    expect(onSearch).toHaveBeenCalledWith('n 2');
    expect(bodyNames()).toEqual(['Person 20', 'Person 21', 'Person 22', 'Person 23']);
  });

  it('shows active filters as chips that can be dismissed', async () => {
    setViewportWidth(1024);
    render(<Harness />);
    const user = userEvent.setup();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Only Fitzroy' }));
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Suburb: Fitzroy')).toBeTruthy();
    expect(within(chips).queryByText(/Tags/)).toBeNull();
    expect(screen.getByText('1–5 of 11')).toBeTruthy();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Suburb' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(screen.getByText('1–5 of 23')).toBeTruthy();
  });

  it('selects rows one by one or all on the page', async () => {
    setViewportWidth(1024);
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 02' }));
    expect(screen.getByLabelText('selected').textContent).toBe('2');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByLabelText('selected').textContent).toBe('2,1,3,4,5');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByLabelText('selected').textContent).toBe('');
  });

  it('groups rows under headers', () => {
    setViewportWidth(1024);
    render(<Harness grouped />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      'Name',
      'Suburb',
      'Richmond',
      'Fitzroy',
    ]);
  });

  it('shows skeleton rows, half the page size, while loading', () => {
    setViewportWidth(1024);
    render(<Harness rowsPerPage={10} loading />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(5);
    expect(within(table).queryByText('Person 01')).toBeNull();
  });

  it('says so when there is nothing to show', () => {
    setViewportWidth(1024);
    render(<Harness people={[]} />);
    expect(screen.getByText('No results to display')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
