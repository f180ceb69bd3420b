import AddIcon from "@mui/icons-material/Add";
import EditIcon from "@mui/icons-material/Edit";
import LinkIcon from "@mui/icons-material/Link";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { paths } from "../../routes/paths";

/** Ways to add a recipe; the layout shows it only to a member viewing their own group. */
export function CreateMenu({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
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
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to={paths.importRecipeByUrl(groupSlug)} onClick={close}>
          <ListItemIcon>
            <LinkIcon />
          </ListItemIcon>
          <ListItemText primary={t("create.importByUrl")} secondary={t("create.importByUrlHint")} />
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.createRecipeManually(groupSlug)} onClick={close}>
          <ListItemIcon>
            <EditIcon />
          </ListItemIcon>
          <ListItemText primary={t("create.manually")} secondary={t("create.manuallyHint")} />
        </MenuItem>
      </Menu>
    </Box>
  );
}
