import FavoriteIcon from "@mui/icons-material/Favorite";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useParams } from "react-router";
import { useGroupMembersQuery } from "../../api/groups/queries";
import { useFavoriteRecipeIdsQuery } from "../../api/ratings/queries";
import { useRecipesByIdsQuery } from "../../api/recipes/listQueries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { RecipeCardGrid } from "../../components/RecipeCard/RecipeCardGrid";
import { RecipeListControls } from "../../components/RecipeCard/RecipeListControls";
import { saveRecipeListPreferences, useRecipeListPreferences } from "../../components/RecipeCard/recipeListPreferences";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { sortRecipes } from "./sortRecipes";

/** A member's favourite recipes (`/user/{id}/favorites`), one's own or another member's of the group. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const { userId = "" } = useParams();
  const { user } = useViewer();
  const preferences = useRecipeListPreferences();
  const isSelf = user?.id === userId;
  const members = useGroupMembersQuery();
  const member = isSelf ? user : members.data?.find((each) => each.id === userId);
  const favoriteIds = useFavoriteRecipeIdsQuery(userId);
  const recipes = useRecipesByIdsQuery(favoriteIds.data ?? []);

  if (!user || favoriteIds.isPending || (favoriteIds.isSuccess && recipes.isPending)) return <PageLoading />;
  const title = isSelf
    ? t("recipeList.favorites.ownTitle")
    : t("recipeList.favorites.memberTitle", { name: member?.fullName ?? member?.username ?? "" });
  const sorted = sortRecipes(recipes.data ?? [], preferences);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
        <FavoriteIcon fontSize="large" sx={{ color: "error.main" }} />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
      </Box>
      {favoriteIds.isError || recipes.isError ? (
        <Alert severity="error">{t("recipeList.favorites.loadFailed")}</Alert>
      ) : sorted.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography color="text.secondary">
            {isSelf ? t("recipeList.favorites.ownEmpty") : t("recipeList.favorites.memberEmpty")}
          </Typography>
        </Paper>
      ) : (
        <>
          <RecipeListControls
            orderBy={preferences.orderBy}
            orderDirection={preferences.orderDirection}
            onOrderChange={(orderBy, orderDirection) => saveRecipeListPreferences({ orderBy, orderDirection })}
          />
          <Typography variant="body2" color="text.secondary" role="status" sx={{ my: 1.5 }}>
            {t("recipeList.count", { count: sorted.length })}
          </Typography>
          <RecipeCardGrid
            recipes={sorted}
            groupSlug={user.groupSlug}
            asRows={preferences.useMobileCards}
            label={title}
          />
        </>
      )}
    </Container>
  );
}
