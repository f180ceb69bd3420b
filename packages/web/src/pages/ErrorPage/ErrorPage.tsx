import HomeIcon from "@mui/icons-material/Home";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import WarningIcon from "@mui/icons-material/Warning";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Link as RouterLink, useLocation, useNavigate, useRouteError } from "react-router";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { resolveNotFoundRedirect } from "./notFoundRedirect";

/**
 * Both the catch-all route (no route error: the address matched nothing) and the error boundary of
 * every layout.
 */
export function ErrorPage() {
  const error = useRouteError();
  const isNotFound = error == null || (isRouteErrorResponse(error) && error.status === 404);
  useEffect(() => {
    if (!isNotFound) console.error("Page failed", error);
  }, [isNotFound, error]);
  return isNotFound ? <NotFound /> : <ErrorMessage icon={<WarningIcon />} title="error.generic" />;
}

function NotFound() {
  const { user, isPending } = useViewer();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const redirect = isPending ? null : resolveNotFoundRedirect(pathname, user?.groupSlug ?? null);

  useEffect(() => {
    if (redirect) void navigate(`${redirect}${search}${hash}`, { replace: true });
  }, [redirect, search, hash, navigate]);

  if (isPending || redirect) return <PageLoading />;
  return <ErrorMessage icon={<SearchOffIcon />} title="error.notFound" />;
}

function ErrorMessage({ icon, title }: { icon: ReactNode; title: "error.generic" | "error.notFound" }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: "center" }}>
      <Typography color="text.secondary" sx={{ "& svg": { fontSize: 72 } }}>
        {icon}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(title)}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home} startIcon={<HomeIcon />}>
        {t("error.home")}
      </Button>
    </Container>
  );
}
