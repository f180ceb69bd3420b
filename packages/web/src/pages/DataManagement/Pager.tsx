import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import IconButton from "@mui/material/IconButton";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { ChevronLeftIcon, ChevronRightIcon, FirstPageIcon, LastPageIcon } from "../../components/DirectionalIcons";
import { useTranslation } from "../../i18n";

const ROWS_PER_PAGE = [25, 50, 100];

interface PagerProps {
  /** How many rows there are in all. */
  count: number;
  /** 0-based. */
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

/**
 * The page a table shows, and how long pages are. MUI's TablePagination would do, but it brings
 * its tooltips and menus (some 15 kB) to a first visit that needs neither: a native select and
 * four labelled buttons are all a keyboard or screen-reader user needs here.
 */
export function Pager({ count, page, rowsPerPage, onPageChange, onRowsPerPageChange }: PagerProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const go = (target: number, label: string, icon: ReactNode, disabled: boolean) => (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={() => onPageChange(target)}>
      {icon}
    </IconButton>
  );
  return (
    <Box
      sx={{ display: "flex", alignItems: "center", justifyContent: "flex-end", flexWrap: "wrap", gap: 1, px: 2, py: 1 }}
    >
      <FormControl variant="standard" size="small" sx={{ width: 110 }}>
        <InputLabel htmlFor={selectId}>{t("dataManagement.table.rowsPerPage")}</InputLabel>
        <NativeSelect
          value={rowsPerPage}
          onChange={(event) => onRowsPerPageChange(Number(event.target.value))}
          inputProps={{ id: selectId }}
        >
          {ROWS_PER_PAGE.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <Typography variant="body2" sx={{ mx: 1 }}>
        {t("dataManagement.table.displayedRows", { from, to, count })}
      </Typography>
      {go(0, t("dataManagement.table.goTo.first"), <FirstPageIcon />, page === 0)}
      {go(page - 1, t("dataManagement.table.goTo.previous"), <ChevronLeftIcon />, page === 0)}
      {go(page + 1, t("dataManagement.table.goTo.next"), <ChevronRightIcon />, page >= lastPage)}
      {go(lastPage, t("dataManagement.table.goTo.last"), <LastPageIcon />, page >= lastPage)}
    </Box>
  );
}
