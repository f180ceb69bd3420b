import { useViewer } from "../../hooks/useViewer";

/**
 * Whether the signed-in user may rate, favourite or change this recipe (SPEC §6: own group only).
 * A recipe that names its group is judged by that, otherwise by the page's group.
 */
export function useIsOwnRecipe(recipe: { groupId?: string | null }) {
  const { user, isOwnGroup } = useViewer();
  if (!user) return { user: null, isOwn: false } as const;
  return { user, isOwn: recipe.groupId ? recipe.groupId === user.groupId : isOwnGroup } as const;
}
