import TranslateIcon from "@mui/icons-material/Translate";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { useState } from "react";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { findLocale, useTranslation } from "../../i18n";

const LanguageDialog = lazyNamed(() => import("./LanguageDialog"), "LanguageDialog");

export function LanguageMenuItem() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ListItemButton onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ListItemIcon>
          <TranslateIcon />
        </ListItemIcon>
        <ListItemText primary={t("language.menuItem")} secondary={findLocale(i18n.language)?.name} />
      </ListItemButton>
      <MountWhenNeeded when={open}>
        <LanguageDialog open={open} onClose={() => setOpen(false)} />
      </MountWhenNeeded>
    </>
  );
}
