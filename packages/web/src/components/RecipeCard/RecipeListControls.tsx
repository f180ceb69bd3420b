import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import ViewListIcon from "@mui/icons-material/ViewList";
import ViewModuleIcon from "@mui/icons-material/ViewModule";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import { useTranslation } from "../../i18n";
import {
  type OrderDirection,
  orderLeavesGaps,
  RECIPE_ORDER_FIELDS,
  type RecipeOrderField,
  saveRecipeListPreferences,
  useRecipeListPreferences,
} from "./recipeListPreferences";

interface RecipeListControlsProps {
  orderBy: RecipeOrderField;
  orderDirection: OrderDirection;
  onOrderChange: (orderBy: RecipeOrderField, orderDirection: OrderDirection) => void;
}

/**
 * Order by, direction, "hide recipes without a value" and cards or list. The view and the
 * hiding are browser-kept preferences; the order is the caller's (an address, or preferences).
 */
export function RecipeListControls({ orderBy, orderDirection, onOrderChange }: RecipeListControlsProps) {
  const { t } = useTranslation();
  const preferences = useRecipeListPreferences();
  const ascending = orderDirection === "asc";
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
      <TextField
        select
        size="small"
        label={t("recipeList.orderBy")}
        value={orderBy}
        onChange={(event) => onOrderChange(event.target.value as RecipeOrderField, orderDirection)}
        sx={{ minWidth: 170 }}
      >
        {RECIPE_ORDER_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {t(`recipeList.order.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip describeChild title={ascending ? t("recipeList.ascending") : t("recipeList.descending")}>
        <span>
          <IconButton
            aria-label={t("recipeList.ascendingOrder")}
            aria-pressed={ascending}
            disabled={orderBy === "random"}
            onClick={() => onOrderChange(orderBy, ascending ? "desc" : "asc")}
          >
            {ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
          </IconButton>
        </span>
      </Tooltip>
      {orderLeavesGaps(orderBy) && (
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={preferences.filterNull}
              onChange={(event) => saveRecipeListPreferences({ filterNull: event.target.checked })}
            />
          }
          label={t("recipeList.hideEmpty")}
        />
      )}
      <Box sx={{ flexGrow: 1 }} />
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t("recipeList.view")}
        value={preferences.useMobileCards ? "list" : "cards"}
        onChange={(_event, view: "list" | "cards" | null) => {
          if (view) saveRecipeListPreferences({ useMobileCards: view === "list" });
        }}
      >
        <ToggleButton value="cards" aria-label={t("recipeList.cardView")}>
          <ViewModuleIcon />
        </ToggleButton>
        <ToggleButton value="list" aria-label={t("recipeList.listView")}>
          <ViewListIcon />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
