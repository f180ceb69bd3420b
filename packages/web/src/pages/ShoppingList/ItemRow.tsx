import type { ShoppingListItemOut } from "@larder/shared";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { useTranslation } from "../../i18n";

interface ItemRowProps {
  item: ShoppingListItemOut;
  /** The names of the recipes the item came from. */
  recipeNames: string[];
  onToggle: (item: ShoppingListItemOut) => void;
  onEdit: (item: ShoppingListItemOut) => void;
  /** The drag handle, while the list is being reordered. */
  handle?: ReactNode;
  /** A list item of the page's list; a div with the listitem role inside the reorderable list's wrappers. */
  component?: "li" | "div";
}

/**
 * One item: the whole row is the checkbox's label, so one tap anywhere on it checks the item (a
 * thumb in a shop does not aim); editing is a separate button at the end.
 */
export function ItemRow({ item, recipeNames, onToggle, onEdit, handle, component = "li" }: ItemRowProps) {
  const { t } = useTranslation();
  const textId = useId();
  const recipesId = useId();
  const text = item.display || item.note;
  return (
    <Box
      component={component}
      role={component === "div" ? "listitem" : undefined}
      sx={{ display: "flex", alignItems: "center", borderBottom: 1, borderColor: "divider", minHeight: 56 }}
    >
      {handle}
      <Box
        component="label"
        sx={{ display: "flex", alignItems: "center", flex: 1, minWidth: 0, minHeight: 56, cursor: "pointer", pr: 1 }}
      >
        <Checkbox
          checked={item.checked}
          onChange={() => onToggle(item)}
          // Named by the item's line alone; the recipes it came from describe it.
          slotProps={{
            input: {
              "aria-labelledby": textId,
              "aria-describedby": recipeNames.length > 0 ? recipesId : undefined,
            },
          }}
          sx={{ p: 1.5 }}
        />
        <Box sx={{ minWidth: 0, py: 1 }}>
          <Typography
            id={textId}
            sx={{
              overflowWrap: "anywhere",
              ...(item.checked && { textDecoration: "line-through", color: "text.secondary" }),
            }}
          >
            {text}
          </Typography>
          {recipeNames.length > 0 && (
            <Typography id={recipesId} variant="caption" color="text.secondary" component="p">
              {recipeNames.join(", ")}
            </Typography>
          )}
        </Box>
      </Box>
      <IconButton aria-label={t("shoppingList.editItem", { item: text })} onClick={() => onEdit(item)} sx={{ mr: 0.5 }}>
        <EditIcon />
      </IconButton>
    </Box>
  );
}
