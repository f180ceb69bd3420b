import type { ShoppingListItemOut } from "@larder/shared";
import Box from "@mui/material/Box";
import { SortableList } from "../../components/SortableList/SortableList";
import { useTranslation } from "../../i18n";
import { ItemRow } from "./ItemRow";

interface ReorderableItemsProps {
  label: string;
  items: ShoppingListItemOut[];
  recipeNamesOf: (item: ShoppingListItemOut) => string[];
  onToggle: (item: ShoppingListItemOut) => void;
  onEdit: (item: ShoppingListItemOut) => void;
  onReorder: (items: ShoppingListItemOut[]) => void;
}

/** A group's items with drag handles: moved by pointer, touch, or the keyboard (space, arrows, space). */
export function ReorderableItems({ label, items, recipeNamesOf, onToggle, onEdit, onReorder }: ReorderableItemsProps) {
  const { t } = useTranslation();
  return (
    <Box role="list" aria-label={label}>
      <SortableList
        items={items}
        idOf={(item) => item.id}
        onReorder={onReorder}
        handleLabel={(item) => t("shoppingList.moveItem", { item: item.display || item.note })}
        itemLabel={(item) => item.display || item.note}
      >
        {(item, _index, handle) => (
          <ItemRow
            component="div"
            item={item}
            recipeNames={recipeNamesOf(item)}
            onToggle={onToggle}
            onEdit={onEdit}
            handle={<Box sx={{ pl: 0.5 }}>{handle}</Box>}
          />
        )}
      </SortableList>
    </Box>
  );
}
