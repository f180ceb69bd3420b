import { QUICK_SEARCH_RESULTS_MAX_HEIGHT_PX, SEARCH_DEBOUNCE_MS } from "@larder/shared";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import type { RecipeListSource } from "../../api/recipes/keys";
import { useQuickSearchQuery } from "../../api/recipes/queries";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { QuickSearchResult } from "./QuickSearchResult";

interface QuickSearchPanelProps {
  groupSlug: string | null;
  onClose: () => void;
}

/** Which result the arrow keys have highlighted, remembered per search so a new one starts at the top. */
interface Highlight {
  search: string;
  index: number;
}

/** The group home's full search, starting from what was typed here. */
function advancedSearchPath(groupSlug: string, query: string): string {
  const search = query.trim();
  return search ? `${paths.groupHome(groupSlug)}?${new URLSearchParams({ search })}` : paths.groupHome(groupSlug);
}

export function QuickSearchPanel({ groupSlug, onClose }: QuickSearchPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const listboxId = useId();
  const [query, setQuery] = useState("");
  // Fixed while the dialog is open, so that paging through one search sees one ordering.
  const [paginationSeed] = useState(() => new Date().toISOString());
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  // Another group's page (or a visitor's) searches that group's public recipes, and links into it.
  const { isOwnGroup } = useViewer();
  const source: RecipeListSource = isOwnGroup || !groupSlug ? { kind: "group" } : { kind: "explore", groupSlug };
  const { data, isError, isFetching } = useQuickSearchQuery(source, { search, paginationSeed });
  const recipes = search === "" || isError ? [] : (data ?? []);

  const [highlight, setHighlight] = useState<Highlight>({ search, index: 0 });
  const highlightedIndex = highlight.search === search ? Math.min(highlight.index, recipes.length - 1) : 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // Following a result (by click or by Enter) changes the route, which closes the dialog.
  const openedAtKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== openedAtKey.current) onClose();
  }, [location.key, onClose]);

  useEffect(() => {
    if (recipes.length > 0) {
      document.getElementById(optionId(highlightedIndex))?.scrollIntoView?.({ block: "nearest" });
    }
  });

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (recipes.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const index = Math.max(0, Math.min(recipes.length - 1, highlightedIndex + step));
      setHighlight({ search, index });
    } else if (event.key === "Enter" && groupSlug) {
      event.preventDefault();
      const recipe = recipes[highlightedIndex];
      if (recipe) void navigate(paths.recipe(groupSlug, recipe.slug));
    }
  }

  const hasResults = recipes.length > 0;
  return (
    <>
      <DialogContent dividers sx={{ pt: 1 }}>
        <TextField
          autoFocus
          fullWidth
          label={t("quickSearch.searchLabel")}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={handleKeyDown}
          autoComplete="off"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: "combobox",
              "aria-autocomplete": "list",
              "aria-expanded": hasResults,
              "aria-controls": listboxId,
              "aria-activedescendant": hasResults ? optionId(highlightedIndex) : undefined,
            },
          }}
        />
        <Box sx={{ height: 4, my: 1 }}>{isFetching && <LinearProgress />}</Box>
        <Box
          id={listboxId}
          role="listbox"
          aria-label={t("quickSearch.resultsLabel")}
          sx={{ maxHeight: QUICK_SEARCH_RESULTS_MAX_HEIGHT_PX, overflowY: "auto" }}
        >
          {groupSlug &&
            recipes.map((recipe, index) => (
              <QuickSearchResult
                key={recipe.id}
                id={optionId(index)}
                recipe={recipe}
                to={paths.recipe(groupSlug, recipe.slug)}
                highlighted={index === highlightedIndex}
              />
            ))}
        </Box>
        {!hasResults && !isFetching && (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
            {search === "" ? t("quickSearch.prompt") : t("quickSearch.noResults")}
          </Typography>
        )}
      </DialogContent>
      {groupSlug && (
        <DialogActions sx={{ justifyContent: "space-between", px: 3 }}>
          <Typography variant="caption" color="text.secondary">
            {t("quickSearch.keyboardHint")}
          </Typography>
          <Link component={RouterLink} to={advancedSearchPath(groupSlug, query)} color="accent.main">
            {t("quickSearch.advancedSearch")}
          </Link>
        </DialogActions>
      )}
    </>
  );
}
