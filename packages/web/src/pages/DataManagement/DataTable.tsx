import SearchIcon from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "../../i18n";
import { Pager } from "./Pager";
import { type SortDirection, sortRows, textMatcher } from "./tableRows";

export interface DataColumn<T> {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
  /** What the column sorts by; a column without one is not sortable. */
  sortValue?: (row: T) => string | number | boolean | null;
  /** Hidden on narrow screens, where the name and actions matter most. */
  wideOnly?: boolean;
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[] | undefined;
  loading: boolean;
  failed: boolean;
  columns: DataColumn<T>[];
  rowId: (row: T) => string;
  /** How a row is called in its checkbox's and buttons' names. */
  rowName: (row: T) => string;
  /** The text the search looks in (accents and case ignored). */
  searchText: (row: T) => string;
  searchLabel: string;
  initialSort: { column: string; direction: SortDirection };
  /** Checkboxes to pick rows, for an action on many. */
  selection?: RowSelection;
  /** The buttons at the end of a row. */
  actions?: (row: T) => ReactNode;
  emptyText: string;
}

/** Read by screen readers, not shown (sizes in px: MUI reads 1 as 100%). */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  m: "-1px",
  p: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/**
 * A table of a group's data, all in memory: searched, sorted by any sortable column, shown a page
 * at a time (a few thousand foods stay quick: only one page is drawn), rows optionally picked.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { label, rows, columns, rowId, rowName, searchText, selection, actions } = props;
  const [search, setSearch] = useState("");
  // Typing stays responsive over thousands of rows: the table follows the field when it can.
  const deferredSearch = useDeferredValue(search);
  const [sort, setSort] = useState(props.initialSort);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(50);

  const sortColumn = columns.find((column) => column.id === sort.column);
  const shown = useMemo(() => {
    const matches = textMatcher(deferredSearch);
    const found = (rows ?? []).filter((row) => matches(searchText(row)));
    return sortColumn?.sortValue ? sortRows(found, sortColumn.sortValue, sort.direction) : found;
  }, [rows, deferredSearch, searchText, sortColumn, sort.direction]);
  const lastPage = Math.max(0, Math.ceil(shown.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const pageRows = shown.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage);

  const shownIds = shown.map(rowId);
  const pickedShown = selection ? shownIds.filter((id) => selection.selected.has(id)).length : 0;
  function toggleAll() {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (pickedShown === shownIds.length) for (const id of shownIds) next.delete(id);
    else for (const id of shownIds) next.add(id);
    selection.onChange(next);
  }
  function toggle(id: string) {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  }

  const visibleColumns = (column: DataColumn<T>) =>
    column.wideOnly ? { display: { xs: "none", md: "table-cell" } } : undefined;

  return (
    <Box>
      <TextField
        type="search"
        size="small"
        label={props.searchLabel}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        autoComplete="off"
        sx={{ mb: 1, width: { xs: "100%", sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {rows === undefined
          ? ""
          : selection && selection.selected.size > 0
            ? t("dataManagement.table.countSelected", { count: shown.length, selected: selection.selected.size })
            : t("dataManagement.table.count", { count: shown.length })}
      </Typography>
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress />}</Box>
      {props.failed ? (
        <Alert severity="error">{t("dataManagement.table.loadFailed")}</Alert>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  {selection && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={shownIds.length > 0 && pickedShown === shownIds.length}
                        indeterminate={pickedShown > 0 && pickedShown < shownIds.length}
                        disabled={shownIds.length === 0}
                        onChange={toggleAll}
                        slotProps={{
                          input: { "aria-label": t("dataManagement.table.selectAll", { count: shown.length }) },
                        }}
                      />
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      sx={visibleColumns(column)}
                      sortDirection={sort.column === column.id ? sort.direction : false}
                    >
                      {column.sortValue ? (
                        <TableSortLabel
                          active={sort.column === column.id}
                          direction={sort.column === column.id ? sort.direction : "asc"}
                          onClick={() =>
                            setSort((current) => ({
                              column: column.id,
                              direction: current.column === column.id && current.direction === "asc" ? "desc" : "asc",
                            }))
                          }
                        >
                          {column.label}
                          {sort.column === column.id && (
                            <Box component="span" sx={visuallyHidden}>
                              {sort.direction === "asc"
                                ? t("dataManagement.table.sortedAscending")
                                : t("dataManagement.table.sortedDescending")}
                            </Box>
                          )}
                        </TableSortLabel>
                      ) : (
                        column.label
                      )}
                    </TableCell>
                  ))}
                  {actions && (
                    <TableCell align="right">
                      <Box component="span" sx={visuallyHidden}>
                        {t("dataManagement.table.actions")}
                      </Box>
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows !== undefined && pageRows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={columns.length + (selection ? 1 : 0) + (actions ? 1 : 0)}>
                      <Typography color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
                        {search.trim() ? t("dataManagement.table.noMatch") : props.emptyText}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
                {pageRows.map((row) => {
                  const id = rowId(row);
                  const picked = selection?.selected.has(id) ?? false;
                  return (
                    <TableRow key={id} hover selected={picked}>
                      {selection && (
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={picked}
                            onChange={() => toggle(id)}
                            slotProps={{
                              input: { "aria-label": t("dataManagement.table.select", { name: rowName(row) }) },
                            }}
                          />
                        </TableCell>
                      )}
                      {columns.map((column) => (
                        <TableCell key={column.id} sx={visibleColumns(column)}>
                          {column.render(row)}
                        </TableCell>
                      ))}
                      {actions && (
                        <TableCell align="right" sx={{ whiteSpace: "nowrap", py: 0 }}>
                          {actions(row)}
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager
            count={shown.length}
            page={currentPage}
            onPageChange={setPage}
            rowsPerPage={rowsPerPage}
            onRowsPerPageChange={(size) => {
              setRowsPerPage(size);
              setPage(0);
            }}
          />
        </Paper>
      )}
    </Box>
  );
}
