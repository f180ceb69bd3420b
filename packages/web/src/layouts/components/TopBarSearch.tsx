import { MOBILE_BREAKPOINT_PX } from "@larder/shared";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import { alpha } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useCallback, useState } from "react";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { TooltipOnDemand } from "../../components/TooltipOnDemand/TooltipOnDemand";
import { useTranslation } from "../../i18n";
import { useSlashShortcut } from "./useSlashShortcut";

// Loaded on the first search: every page has the top bar, few visits search.
const QuickSearchDialog = lazyNamed(
  () => import("../../components/QuickSearchDialog/QuickSearchDialog"),
  "QuickSearchDialog",
);

/**
 * The top bar's way into the recipe search dialog: a read-only field (an icon on small screens)
 * and the '/' shortcut.
 */
export function TopBarSearch({ groupSlug }: { groupSlug: string | null }) {
  const { t } = useTranslation();
  const isSmallScreen = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 1}px)`);
  const [open, setOpen] = useState(false);
  const openSearch = useCallback(() => setOpen(true), []);
  const closeSearch = useCallback(() => setOpen(false), []);
  useSlashShortcut(openSearch);

  return (
    <>
      {isSmallScreen ? (
        <TooltipOnDemand title={t("quickSearch.open")}>
          <IconButton color="inherit" aria-label={t("quickSearch.open")} onClick={openSearch}>
            <SearchIcon />
          </IconButton>
        </TooltipOnDemand>
      ) : (
        <InputBase
          readOnly
          placeholder={t("quickSearch.placeholder")}
          onClick={openSearch}
          onKeyDown={(event) => {
            if (event.key === "Enter" || event.key === " ") openSearch();
          }}
          startAdornment={<SearchIcon sx={{ mr: 1 }} />}
          endAdornment={
            <Box
              component="kbd"
              aria-hidden
              sx={{ px: 0.75, borderRadius: 0.5, border: 1, borderColor: "currentColor", fontSize: 12, opacity: 0.7 }}
            >
              /
            </Box>
          }
          slotProps={{
            input: { "aria-label": t("quickSearch.open"), "aria-haspopup": "dialog" },
          }}
          sx={(theme) => ({
            color: "inherit",
            width: 320,
            px: 1.5,
            borderRadius: 1,
            cursor: "pointer",
            bgcolor: alpha(theme.palette.common.white, 0.15),
            "&:hover": { bgcolor: alpha(theme.palette.common.white, 0.25) },
            "& input": { cursor: "pointer" },
            "& input::placeholder": { color: "inherit", opacity: 0.8 },
          })}
        />
      )}
      <MountWhenNeeded when={open}>
        <QuickSearchDialog open={open} onClose={closeSearch} groupSlug={groupSlug} />
      </MountWhenNeeded>
    </>
  );
}
