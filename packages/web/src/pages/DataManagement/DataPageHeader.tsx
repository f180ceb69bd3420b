import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";

interface DataPageHeaderProps {
  title: string;
  description: string;
  /** Whether the viewer may change this data; others are told why they only read it. */
  canChange: boolean;
  /** The page's buttons (create, seed ...), shown only to those who may change the data. */
  children?: ReactNode;
}

/** The heading of a data management screen, its buttons, and what it is for. */
export function DataPageHeader({ title, description, canChange, children }: DataPageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {canChange && children}
      </Box>
      <Typography color="text.secondary">{description}</Typography>
      {!canChange && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t("dataManagement.readOnly")}
        </Alert>
      )}
    </Box>
  );
}
