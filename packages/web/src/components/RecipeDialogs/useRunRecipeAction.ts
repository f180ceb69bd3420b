import type { GroupRecipeActionOut } from "@larder/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../api/ApiClientContext";
import { postRecipeToAction, recipeActionUrl } from "../../api/recipe-actions/execute";
import { recipeQueryOptions } from "../../api/recipes/queries";
import type { RecipeRef } from "../../api/recipes/types";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { useToast } from "../Toast/ToastContext";

/**
 * Runs one of the group's recipe actions on a recipe (SPEC §7): a link opens in a new tab, a post
 * sends the whole recipe as JSON and says whether it went ('message sent' / 'something went wrong').
 */
export function useRunRecipeAction(groupSlug: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useApiClient();
  const queryClient = useQueryClient();
  return async (action: GroupRecipeActionOut, recipe: RecipeRef) => {
    const pageUrl = `${window.location.origin}${paths.recipe(groupSlug, recipe.slug)}`;
    const url = recipeActionUrl(action, recipe, pageUrl);
    if (action.actionType === "link") {
      window.open(url, "_blank", "noopener,noreferrer");
      return;
    }
    let sent = false;
    try {
      const fullRecipe = await queryClient.fetchQuery(recipeQueryOptions(api, recipe.slug));
      sent = await postRecipeToAction(url, fullRecipe);
    } catch {
      sent = false;
    }
    if (sent) toast.success(t("recipePage.actions.sent"));
    else toast.error(t("recipePage.actions.failed"));
  };
}
