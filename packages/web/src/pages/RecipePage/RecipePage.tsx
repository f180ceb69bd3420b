import type { Recipe } from "@larder/shared";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { ApiError } from "../../api/client";
import { useViewableRecipeQuery } from "../../api/recipes/queries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import type { RecipePrintRequest } from "../../components/RecipeContextMenu/RecipeContextMenu";
import { MadeThisDialog } from "../../components/RecipeDialogs/MadeThisDialog";
import { RecipePrintArea } from "../../components/RecipeDialogs/RecipePrintArea";
import { useViewer } from "../../hooks/useViewer";
import { paths } from "../../routes/paths";
import { CookMode } from "./CookMode";
import { RecipeView } from "./RecipeView";

// The editor (forms, drag and drop, JSON) is most of the page's code and only members editing need it.
const RecipeEditor = lazy(async () => ({ default: (await import("./editor/RecipeEditor")).RecipeEditor }));

export type RecipePageMode = "view" | "edit" | "cook";

/** The recipe page `/g/{groupSlug}/r/{slug}` with its VIEW, EDIT and COOK modes (SPEC §4). */
export function RecipePage() {
  const { groupSlug = "", recipeSlug = "" } = useParams();
  const viewer = useViewer();
  const recipe = useViewableRecipeQuery({
    groupSlug,
    slug: recipeSlug,
    isOwnGroup: viewer.isOwnGroup,
    enabled: !viewer.isPending,
  });

  if (viewer.isPending || recipe.isPending) return <PageLoading />;
  if (recipe.error) {
    if (recipe.error instanceof ApiError && recipe.error.status === 404)
      return <RecipeNotFound groupSlug={groupSlug} />;
    throw recipe.error;
  }
  return <RecipeScreen key={recipe.data.id} recipe={recipe.data} groupSlug={groupSlug} isOwn={viewer.isOwnGroup} />;
}

/** A loaded recipe in its current mode; the shared-link page shows it too, without the members' actions. */
export function RecipeScreen({ recipe, groupSlug, isOwn }: { recipe: Recipe; groupSlug: string; isOwn: boolean }) {
  const { user } = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [cooking, setCooking] = useState(false);
  const [scale, setScale] = useState(1);
  const [madeThisOpen, setMadeThisOpen] = useState(false);
  const mode: RecipePageMode = isOwn && searchParams.get("edit") === "true" ? "edit" : cooking ? "cook" : "view";
  const printRequested = (location.state as RecipePrintRequest | null)?.print === true;

  // A card's "Print" opens the page with a request to print: honoured once, then forgotten.
  useEffect(() => {
    if (!printRequested) return;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    window.print();
  }, [printRequested, navigate, location.pathname, location.search]);

  const setEditing = (editing: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (editing) next.set("edit", "true");
        else next.delete("edit");
        return next;
      },
      { replace: true },
    );
  const enterEdit = () => {
    setCooking(false);
    setEditing(true);
  };
  const leaveEdit = () => setEditing(false);
  const print = () => window.print();

  const printArea = <RecipePrintArea recipe={recipe} scale={scale} />;

  if (mode === "edit") {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Suspense fallback={<PageLoading />}>
          <RecipeEditor
            recipe={recipe}
            onSaved={(saved) => {
              if (saved.slug !== recipe.slug) {
                void navigate(paths.recipe(groupSlug, saved.slug), { replace: true });
              } else {
                leaveEdit();
              }
            }}
            onCancel={leaveEdit}
          />
        </Suspense>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {mode === "cook" ? (
        <CookMode recipe={recipe} scale={scale} onExit={() => setCooking(false)} />
      ) : (
        <RecipeView
          recipe={recipe}
          groupSlug={groupSlug}
          isOwn={isOwn}
          scale={scale}
          onScaleChange={user?.advanced ? setScale : null}
          onEdit={enterEdit}
          onCook={() => setCooking(true)}
          onPrint={print}
          onMadeThis={() => setMadeThisOpen(true)}
          onDeleted={() => void navigate(paths.groupHome(groupSlug), { replace: true })}
        />
      )}
      {isOwn && <MadeThisDialog open={madeThisOpen} recipe={recipe} onClose={() => setMadeThisOpen(false)} />}
      {printArea}
    </Container>
  );
}

/** A recipe that does not exist, or that this viewer may not see (not public, another group). */
export function RecipeNotFound({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const { user } = useViewer();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: "center" }}>
      <Typography color="text.secondary" sx={{ "& svg": { fontSize: 72 } }}>
        <SearchOffIcon />
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("recipePage.notFound")}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, justifyContent: "center" }}>
        <Button variant="contained" component={RouterLink} to={paths.groupHome(groupSlug)}>
          {t("recipePage.backToRecipes")}
        </Button>
        {!user && (
          <Button variant="outlined" component={RouterLink} to={paths.login}>
            {t("recipePage.logInToSee")}
          </Button>
        )}
      </Box>
    </Container>
  );
}
