import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { BookmarkletTab } from "./BookmarkletTab";
import { BulkImportTab } from "./BulkImportTab";
import { BOOKMARKLET_RECEIVED, pageFromBookmarklet } from "./bookmarklet";
import { type PastedPage, PasteImportTab } from "./PasteImportTab";
import { UrlImportTab } from "./UrlImportTab";
import { ZipImportTab } from "./ZipImportTab";

const TABS = ["url", "bulk", "paste", "zip", "bookmarklet"] as const;
type ImportTab = (typeof TABS)[number];

/**
 * Import recipes (`/g/{groupSlug}/r/create/url`): one address (with a debug view), many addresses
 * in the background, pasted HTML or JSON-LD, a recipe zip, and the bookmarklet that sends a page here;
 * a link to the migrations, for a whole other app's recipes.
 */
export function ImportRecipePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { groupSlug } = useViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: ImportTab = TABS.includes(requested as ImportTab) ? (requested as ImportTab) : "url";
  const [pasted, setPasted] = useState<PastedPage | null>(null);

  // A page sent by the bookmarklet lands in the paste form; importing it still takes the user's click.
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const page = pageFromBookmarklet(event.data);
      if (!page) return;
      (event.source as WindowProxy | null)?.postMessage(
        BOOKMARKLET_RECEIVED,
        event.origin === "null" ? "*" : event.origin,
      );
      setPasted({ data: page.html, url: page.url });
      setSearchParams({ tab: "paste" }, { replace: true });
    };
    window.addEventListener("message", receive);
    return () => window.removeEventListener("message", receive);
  }, [setSearchParams]);

  const openRecipe = (slug: string) => {
    if (groupSlug) void navigate(paths.recipe(groupSlug, slug));
  };
  const importPageUrl = groupSlug ? new URL(paths.importRecipeByUrl(groupSlug), window.location.origin).href : "";

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t("importer.title")}
        </Typography>
        <Typography>
          <Link component={RouterLink} color="inherit" to={paths.group.migrations}>
            {t("importer.migrationsLink")}
          </Link>
        </Typography>
        <Tabs
          value={tab}
          onChange={(_event, value: ImportTab) => setSearchParams({ tab: value }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t("importer.tabsLabel")}
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`importer.tabs.${name}`)} />
          ))}
        </Tabs>
        <Card>
          <CardContent>
            {tab === "url" && <UrlImportTab onImported={openRecipe} />}
            {tab === "bulk" && <BulkImportTab />}
            {tab === "paste" && (
              <PasteImportTab key={pasted?.url ?? "empty"} initial={pasted} onImported={openRecipe} />
            )}
            {tab === "zip" && <ZipImportTab onImported={openRecipe} />}
            {tab === "bookmarklet" && <BookmarkletTab importPageUrl={importPageUrl} />}
          </CardContent>
        </Card>
      </Stack>
    </Container>
  );
}
