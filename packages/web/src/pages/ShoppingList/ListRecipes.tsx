import type { ShoppingListOut } from "@larder/shared";
import { formatScale } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import RemoveIcon from "@mui/icons-material/Remove";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useAddRecipeToShoppingList, useRemoveRecipeFromShoppingList } from "../../api/shopping/mutations";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

interface ListRecipesProps {
  list: ShoppingListOut;
  groupSlug: string;
  /** Changing the recipes needs the server. */
  online: boolean;
}

/** The recipes on the list, each with how many times: + adds it once more, − takes one off, delete all of it. */
export function ListRecipes({ list, groupSlug, online }: ListRecipesProps) {
  const { t } = useTranslation();
  const add = useAddRecipeToShoppingList({ notify: false });
  const remove = useRemoveRecipeFromShoppingList();
  const busy = add.isPending || remove.isPending;
  if (list.recipeReferences.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="shopping-list-recipes" sx={{ mt: 3 }}>
      <Typography id="shopping-list-recipes" variant="h6" component="h2" gutterBottom>
        {t("shoppingList.recipesTitle")}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {list.recipeReferences.map((reference) => {
          const name = reference.recipe.name;
          return (
            <Box
              component="li"
              key={reference.id}
              sx={{
                display: "flex",
                alignItems: "center",
                gap: 1,
                minHeight: 56,
                borderBottom: 1,
                borderColor: "divider",
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link component={RouterLink} to={paths.recipe(groupSlug, reference.recipe.slug)} color="inherit">
                  {name}
                </Link>
              </Box>
              <IconButton
                aria-label={t("shoppingList.recipeLess", { name })}
                disabled={!online || busy}
                onClick={() => remove.mutate({ listId: list.id, recipeId: reference.recipeId })}
              >
                <RemoveIcon />
              </IconButton>
              <Typography aria-label={t("shoppingList.recipeTimes", { name, count: reference.recipeQuantity })}>
                {`×${formatScale(reference.recipeQuantity)}`}
              </Typography>
              <IconButton
                aria-label={t("shoppingList.recipeMore", { name })}
                disabled={!online || busy}
                onClick={() => add.mutate({ listId: list.id, recipeId: reference.recipeId })}
              >
                <AddIcon />
              </IconButton>
              <IconButton
                aria-label={t("shoppingList.recipeRemove", { name })}
                disabled={!online || busy}
                onClick={() =>
                  remove.mutate({
                    listId: list.id,
                    recipeId: reference.recipeId,
                    recipeDecrementQuantity: reference.recipeQuantity,
                  })
                }
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
