import {
  type Recipe,
  type RecipeIngredient,
  type RecipeIngredientInput,
  type ShoppingListSummary,
  scaledIngredientDisplay,
} from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useId, useMemo, useState } from "react";
import { useAddRecipeToShoppingList } from "../../api/shopping/mutations";
import { useTranslation } from "../../i18n";
import { PageLoading } from "../PageLoading/PageLoading";
import { useToast } from "../Toast/ToastContext";
import { ChooseShoppingList } from "./ChooseShoppingList";
import { ingredientSections } from "./recipeParts";

interface AddToShoppingListDialogProps {
  open: boolean;
  /** The whole recipe; undefined while it loads (a card's menu reads it when the dialog opens). */
  recipe: Recipe | undefined;
  /** The reader's scale on the recipe page; 1 elsewhere. */
  scale: number;
  onClose: () => void;
}

/**
 * Adds a recipe's ingredients to a shopping list (SPEC §2) in two steps: choose one of one's own
 * lists (or any of the group's with "view all lists"), then tick the ingredients at the page's
 * scale. Foods marked as on hand start hidden and unticked; "show all" brings them in.
 */
export function AddToShoppingListDialog({ open, recipe, scale, onClose }: AddToShoppingListDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("addToShoppingList.title")}</DialogTitle>
      {open && (recipe ? <AddToListSteps recipe={recipe} scale={scale} onClose={onClose} /> : <PageLoading />)}
    </Dialog>
  );
}

function AddToListSteps({ recipe, scale, onClose }: { recipe: Recipe; scale: number; onClose: () => void }) {
  const [list, setList] = useState<ShoppingListSummary | null>(null);
  return list ? (
    <ChooseIngredients recipe={recipe} scale={scale} list={list} onBack={() => setList(null)} onClose={onClose} />
  ) : (
    <ChooseShoppingList onChoose={setList} onClose={onClose} />
  );
}

/** Whether the cook keeps the ingredient's food at home anyway. */
const onHand = (ingredient: RecipeIngredient) => ingredient.food?.onHand === true;

/** An ingredient as the list takes it: the quantity at the chosen scale, food and unit by id and name. */
function scaledInput(ingredient: RecipeIngredient, scale: number): RecipeIngredientInput {
  const ref = (named: { id: string; name: string } | null) => (named ? { id: named.id, name: named.name } : null);
  return {
    quantity: ingredient.quantity === null ? null : ingredient.quantity * scale,
    unit: ref(ingredient.unit),
    food: ref(ingredient.food),
    note: ingredient.note,
    isFood: ingredient.isFood,
    disableAmount: ingredient.disableAmount,
    originalText: ingredient.originalText,
    referenceId: ingredient.referenceId,
  };
}

function ChooseIngredients({
  recipe,
  scale,
  list,
  onBack,
  onClose,
}: {
  recipe: Recipe;
  scale: number;
  list: ShoppingListSummary;
  onBack: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const add = useAddRecipeToShoppingList({ notify: false });
  const [showAll, setShowAll] = useState(false);
  const [ticked, setTicked] = useState(
    () => new Set(recipe.recipeIngredient.filter((ingredient) => !onHand(ingredient)).map((one) => one.referenceId)),
  );
  const disableAmount = recipe.settings.disableAmount;
  const sections = useMemo(
    () =>
      ingredientSections(recipe.recipeIngredient)
        .map((section) => ({
          ...section,
          ingredients: section.ingredients.filter((ingredient) => showAll || !onHand(ingredient)),
        }))
        .filter((section) => section.ingredients.length > 0),
    [recipe.recipeIngredient, showAll],
  );
  const shown = sections.flatMap((section) => section.ingredients);
  const chosen = recipe.recipeIngredient.filter(
    (ingredient) => ticked.has(ingredient.referenceId) && (showAll || !onHand(ingredient)),
  );

  const setAll = (on: boolean) => {
    const next = new Set(ticked);
    for (const ingredient of shown) {
      if (on) next.add(ingredient.referenceId);
      else next.delete(ingredient.referenceId);
    }
    setTicked(next);
  };

  const submit = () => {
    const everything = chosen.length === recipe.recipeIngredient.length;
    // Every ingredient: the server reads the recipe itself and records the scale on each item;
    // a choice: the ticked ones, already at the scale.
    const body = everything
      ? { recipeScale: scale }
      : { recipeIngredients: chosen.map((ingredient) => scaledInput(ingredient, scale)) };
    add.mutate(
      { listId: list.id, recipeId: recipe.id, ...body },
      {
        onSuccess: () => toast.success(t("addToShoppingList.added")),
        onError: () => toast.error(t("addToShoppingList.failed")),
        onSettled: onClose,
      },
    );
  };

  return (
    <>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          {t("addToShoppingList.chooseIngredients", { list: list.name || t("shoppingList.unnamed") })}
        </Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1 }}>
          <FormControlLabel
            control={<Switch checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />}
            label={t("addToShoppingList.showAll")}
          />
          <Box sx={{ flexGrow: 1 }} />
          <Button size="small" onClick={() => setAll(true)}>
            {t("addToShoppingList.checkAll")}
          </Button>
          <Button size="small" onClick={() => setAll(false)}>
            {t("addToShoppingList.uncheckAll")}
          </Button>
        </Box>
        {shown.length === 0 ? (
          <Typography color="text.secondary">{t("addToShoppingList.noIngredients")}</Typography>
        ) : (
          sections.map((section, index) => (
            <Box key={section.title ?? `section-${index}`} component="section" sx={{ mb: 1 }}>
              {section.title && (
                <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                  {section.title}
                </Typography>
              )}
              {section.ingredients.map((ingredient) => (
                <FormControlLabel
                  key={ingredient.referenceId}
                  sx={{ display: "flex", mr: 0, minHeight: 44 }}
                  control={
                    <Checkbox
                      checked={ticked.has(ingredient.referenceId)}
                      onChange={(event) => {
                        const next = new Set(ticked);
                        if (event.target.checked) next.add(ingredient.referenceId);
                        else next.delete(ingredient.referenceId);
                        setTicked(next);
                      }}
                    />
                  }
                  label={
                    scaledIngredientDisplay(ingredient, { scale, disableAmount, locale: i18n.language }) ||
                    ingredient.display
                  }
                />
              ))}
            </Box>
          ))
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} sx={{ mr: "auto" }}>
          {t("addToShoppingList.back")}
        </Button>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button variant="contained" onClick={submit} loading={add.isPending} disabled={chosen.length === 0}>
          {t("addToShoppingList.add")}
        </Button>
      </DialogActions>
    </>
  );
}
