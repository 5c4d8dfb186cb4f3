import TablePagination from '@mui/material/TablePagination';

/**
 * Page controls under a table whose pages count from 1, as the server's `page` does (MUI's from 0).
 * Changing the rows per page starts again at page 1.
 */
export function TablePages({
  total,
  page,
  rows,
  rowOptions,
  onPage,
  onRows,
}: {
  total: number;
  page: number;
  rows: number;
  rowOptions: number[];
  onPage: (page: number) => void;
  onRows: (rows: number) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={rows}
      rowsPerPageOptions={rowOptions}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => {
        onRows(Number(event.target.value));
        onPage(1);
      }}
    />
  );
}
