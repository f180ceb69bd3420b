import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useId, useState } from "react";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { useTranslation } from "../../i18n";

// The menu's code loads when it is first opened: the sidebar is on every page.
const CreateMenuPopup = lazyNamed(() => import("./CreateMenuPopup"), "CreateMenuPopup");

/** Ways to add a recipe; the layout shows it only to a member viewing their own group. */
export function CreateMenu({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Button
        variant="contained"
        color="accent"
        fullWidth
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t("create.button")}
      </Button>
      <MountWhenNeeded when={anchor !== null}>
        <CreateMenuPopup groupSlug={groupSlug} menuId={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
      </MountWhenNeeded>
    </Box>
  );
}
