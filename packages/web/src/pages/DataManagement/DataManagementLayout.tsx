import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import { Outlet, Link as RouterLink, useLocation } from "react-router";
import { useViewer } from "../../hooks/useViewer";
import { type TranslationKey, useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

const SCREENS: { key: TranslationKey; to: string }[] = [
  { key: "dataManagement.nav.foods", to: paths.group.data.foods },
  { key: "dataManagement.nav.units", to: paths.group.data.units },
  { key: "dataManagement.nav.labels", to: paths.group.data.labels },
  { key: "dataManagement.nav.categories", to: paths.group.data.categories },
  { key: "dataManagement.nav.tags", to: paths.group.data.tags },
  { key: "dataManagement.nav.tools", to: paths.group.data.tools },
  { key: "dataManagement.nav.recipeActions", to: paths.group.data.recipeActions },
  { key: "dataManagement.nav.recipes", to: paths.group.data.recipes },
  { key: "dataManagement.nav.migrations", to: paths.group.migrations },
  { key: "dataManagement.nav.reports", to: paths.group.reports },
];

/**
 * The data management screens (`/group/data/...`), the migrations and the reports, under one row of
 * links between them for the members with advanced features on (SPEC §6); the others reach only the
 * migrations and the reports.
 */
export function DataManagementLayout() {
  const { pathname } = useLocation();
  const { user } = useViewer();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      {user?.advanced && <DataNavigation pathname={pathname} />}
      <Outlet />
    </Container>
  );
}

function DataNavigation({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t("dataManagement.nav.label")} sx={{ mb: 2 }}>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexWrap: "wrap", gap: 0.5 }}>
        {SCREENS.map(({ key, to }) => {
          const current = pathname === to || pathname.startsWith(`${to}/`);
          return (
            <li key={to}>
              <Button
                component={RouterLink}
                to={to}
                size="small"
                variant={current ? "contained" : "text"}
                aria-current={current ? "page" : undefined}
              >
                {t(key)}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
