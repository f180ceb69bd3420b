import { type Endpoints, QUICK_SEARCH_RESULTS, type QueryOf, type Recipe, type RecipeSummary } from "@larder/shared";
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { type ApiClient, dataOrThrow } from "../client";
import { withShareToken } from "../shares/ShareTokenContext";
import { currentUserQueryOptions, isGroupMember } from "../users/queries";
import { type QuickSearchParams, type RecipeListSource, recipeKeys } from "./keys";

/** The query of a recipe list: the group's own list and the explore list take the same one. */
export type RecipeListRequest = QueryOf<Endpoints["getRecipes"]>;

/** A page of a source's recipe list; a group that is private or gone (404) is the caller's to handle. */
export async function fetchRecipeList(api: ApiClient, source: RecipeListSource, query: RecipeListRequest) {
  const options = { query, notify: false, handledStatuses: [404] };
  return dataOrThrow(
    source.kind === "group"
      ? await api.call("getRecipes", options)
      : await api.call("exploreRecipes", { ...options, params: { group_slug: source.groupSlug } }),
  );
}

/**
 * The first page of recipes matching a search, from the member's own group or a public group's
 * explore list; idle while the search is empty.
 */
export function useQuickSearchQuery(source: RecipeListSource, params: QuickSearchParams) {
  const api = useApiClient();
  return useQuery({
    queryKey: recipeKeys.quickSearch(source, params),
    queryFn: async () => {
      const page = await fetchRecipeList(api, source, {
        search: params.search,
        page: 1,
        perPage: QUICK_SEARCH_RESULTS,
        orderBy: "name",
        orderDirection: "asc",
        paginationSeed: params.paginationSeed,
      });
      return page.items;
    },
    enabled: params.search !== "",
    placeholderData: keepPreviousData,
  });
}

/** A missing recipe is an answer the page shows, not a failure to toast. */
const NOT_FOUND = [404];

/** One recipe of the viewer's own group; also for `queryClient.fetchQuery` outside a component's render. */
export function recipeQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: recipeKeys.detail(slug),
    queryFn: async () =>
      dataOrThrow(await api.call("getRecipe", { params: { slug }, handledStatuses: NOT_FOUND, notify: false })),
  });
}

/** One recipe of the viewer's own group. */
export function useRecipeQuery(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...recipeQueryOptions(api, slug), enabled });
}

/** A public recipe of a group that is open to visitors (the explore API). */
export function exploreRecipeQueryOptions(api: ApiClient, groupSlug: string, slug: string) {
  return queryOptions({
    queryKey: recipeKeys.explore(groupSlug, slug),
    queryFn: async () =>
      dataOrThrow(
        await api.call("exploreRecipe", {
          params: { group_slug: groupSlug, recipe_slug: slug },
          handledStatuses: NOT_FOUND,
          notify: false,
        }),
      ),
  });
}

export function useExploreRecipeQuery(groupSlug: string, slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...exploreRecipeQueryOptions(api, groupSlug, slug), enabled });
}

export function useRecipeCommentsQuery(slug: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: recipeKeys.comments(slug),
    queryFn: async () => dataOrThrow(await api.call("getRecipeComments", { params: { slug }, notify: false })),
  });
}

/** The stored sizes of a recipe image. */
export type RecipeImageSize = "original" | "min-original" | "tiny-original";

/** The URL of a recipe's image; on a share page, with the link's token (see ShareTokenContext). */
export function recipeImageUrl(
  recipe: Pick<RecipeSummary, "id" | "image">,
  size: RecipeImageSize = "min-original",
  shareToken?: string,
): string | undefined {
  if (!recipe.image) return undefined;
  return withShareToken(
    `/api/media/recipes/${encodeURIComponent(recipe.id)}/images/${size}.webp?version=${encodeURIComponent(recipe.image)}`,
    shareToken,
  );
}

/**
 * The recipe as the viewer may read it: through the group's own API for a member, through the
 * explore API (public recipes of a public group) for anyone else.
 */
export function useViewableRecipeQuery({
  groupSlug,
  slug,
  isOwnGroup,
  enabled = true,
}: {
  groupSlug: string;
  slug: string;
  isOwnGroup: boolean;
  enabled?: boolean;
}) {
  const own = useRecipeQuery(slug, { enabled: enabled && isOwnGroup });
  const explored = useExploreRecipeQuery(groupSlug, slug, { enabled: enabled && !isOwnGroup });
  return isOwnGroup ? own : explored;
}

/**
 * Starts reading a recipe page's recipe as soon as the app starts, while the page's code still
 * loads: the signed-in user (asked for first) decides which API reads it, as in the page. Resolves
 * to the recipe, or undefined when it could not be read (the page then asks again itself).
 */
export async function prefetchViewableRecipe(
  queryClient: QueryClient,
  api: ApiClient,
  groupSlug: string,
  slug: string,
): Promise<Recipe | undefined> {
  await queryClient.prefetchQuery(currentUserQueryOptions(api));
  const user = queryClient.getQueryData(currentUserQueryOptions(api).queryKey);
  if (user === undefined) return undefined;
  if (isGroupMember(user, groupSlug)) {
    const own = recipeQueryOptions(api, slug);
    await queryClient.prefetchQuery(own);
    return queryClient.getQueryData(own.queryKey);
  }
  const explored = exploreRecipeQueryOptions(api, groupSlug, slug);
  await queryClient.prefetchQuery(explored);
  return queryClient.getQueryData(explored.queryKey);
}
