import type { Recipe } from "@larder/shared";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { Suspense, useEffect, useState } from "react";
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { ApiError } from "../../api/errors";
import { useViewableRecipeQuery } from "../../api/recipes/queries";
import { useRendererFor } from "../../components/Markdown/Markdown";
import { recipeTexts } from "../../components/Markdown/renderer";
import { lazyNamed, MountWhenNeeded, useAfterFirstPaint } from "../../components/OnDemand/OnDemand";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import type { RecipePrintRequest } from "../../components/RecipeContextMenu/RecipeContextMenu";
import { RecipePrintArea } from "../../components/RecipeDialogs/RecipePrintArea";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { CookTimersProvider } from "./CookTimers";
import { RecipeView } from "./RecipeView";

// The editor (forms, drag and drop, JSON) is most of the page's code and only members editing need it.
const RecipeEditor = lazyNamed(() => import("./editor/RecipeEditor"), "RecipeEditor");
// Cook mode and "I made this" load when first asked for: a first visit shows the recipe sooner without them.
const CookMode = lazyNamed(() => import("./CookMode"), "CookMode");
const MadeThisDialog = lazyNamed(() => import("../../components/RecipeDialogs/MadeThisDialog"), "MadeThisDialog");

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
  useRendererFor(...recipeTexts(recipe));

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

  // The print area (the recipe once more, hidden on screen) follows the first paint, unless a print is asked for.
  const afterFirstPaint = useAfterFirstPaint();
  const printArea = (afterFirstPaint || printRequested) && <RecipePrintArea recipe={recipe} scale={scale} />;

  if (mode === "edit") {
    return (
      <CookTimersProvider>
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
      </CookTimersProvider>
    );
  }

  return (
    <CookTimersProvider>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        {mode === "cook" ? (
          <Suspense fallback={<PageLoading />}>
            <CookMode recipe={recipe} scale={scale} onExit={() => setCooking(false)} />
          </Suspense>
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
        {isOwn && (
          <MountWhenNeeded when={madeThisOpen}>
            <MadeThisDialog open={madeThisOpen} recipe={recipe} onClose={() => setMadeThisOpen(false)} />
          </MountWhenNeeded>
        )}
        {printArea}
      </Container>
    </CookTimersProvider>
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
