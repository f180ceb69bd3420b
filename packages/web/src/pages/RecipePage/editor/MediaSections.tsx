import type { Recipe, RecipeAsset } from "@larder/shared";
import { REQUIRED_MESSAGE, urlRule } from "@larder/shared";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import DownloadIcon from "@mui/icons-material/Download";
import ImageIcon from "@mui/icons-material/Image";
import LinkIcon from "@mui/icons-material/Link";
import UploadIcon from "@mui/icons-material/Upload";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useRef, useState } from "react";
import {
  recipeAssetUrl,
  useRecipeImageFromUrl,
  useUploadRecipeAsset,
  useUploadRecipeImage,
} from "../../../api/recipes/mediaMutations";
import { recipeImageUrl } from "../../../api/recipes/queries";
import { useToast } from "../../../components/Toast/ToastContext";
import { useTranslation } from "../../../i18n";
import { translateRuleMessage } from "../../../i18n/ruleMessages";

/** A file input behind a button: the button is what users and tests find. */
function FilePickButton({
  label,
  accept,
  onFile,
  loading,
}: {
  label: string;
  accept?: string;
  onFile: (file: File) => void;
  loading?: boolean;
}) {
  // A real button opening a hidden file input: a label dressed as a button is not a valid button role.
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadIcon />} loading={loading} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}

/** The recipe's picture: replaced at once by an upload or by an address the server fetches. */
export function ImageSection({ recipe, onImageChange }: { recipe: Recipe; onImageChange: (image: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const upload = useUploadRecipeImage();
  const fromUrl = useRecipeImageFromUrl();
  const [urlDialogOpen, setUrlDialogOpen] = useState(false);
  const src = recipeImageUrl(recipe, "min-original");

  return (
    <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
      <Box
        sx={{
          width: 160,
          height: 120,
          borderRadius: 1,
          bgcolor: "action.hover",
          display: "grid",
          placeItems: "center",
          overflow: "hidden",
        }}
      >
        {src ? (
          <img
            src={src}
            alt={t("recipeEditor.currentImage")}
            style={{ width: "100%", height: "100%", objectFit: "cover" }}
          />
        ) : (
          <ImageIcon fontSize="large" color="disabled" titleAccess={t("recipeEditor.noImage")} />
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
        <FilePickButton
          label={t("recipeEditor.uploadImage")}
          accept="image/*"
          loading={upload.isPending}
          onFile={(file) =>
            upload.mutate(
              { slug: recipe.slug, file },
              {
                onSuccess: ({ image }) => {
                  onImageChange(image);
                  toast.success(t("recipeEditor.imageUpdated"));
                },
              },
            )
          }
        />
        <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => setUrlDialogOpen(true)}>
          {t("recipeEditor.imageFromUrl")}
        </Button>
      </Stack>
      {urlDialogOpen && (
        <ImageUrlDialog
          loading={fromUrl.isPending}
          refused={
            fromUrl.error && fromUrl.variables ? { url: fromUrl.variables.url, why: fromUrl.error.message } : null
          }
          onClose={() => {
            setUrlDialogOpen(false);
            fromUrl.reset();
          }}
          onSubmit={(url) =>
            fromUrl.mutate(
              { slug: recipe.slug, url },
              {
                onSuccess: ({ image }) => {
                  onImageChange(image);
                  setUrlDialogOpen(false);
                  toast.success(t("recipeEditor.imageUpdated"));
                },
              },
            )
          }
        />
      )}
    </Box>
  );
}

function ImageUrlDialog({
  loading,
  refused,
  onClose,
  onSubmit,
}: {
  loading: boolean;
  /** The address the server last refused or could not fetch from, and its reason. */
  refused: { url: string; why: string } | null;
  onClose: () => void;
  onSubmit: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const rule = url.trim() === "" ? REQUIRED_MESSAGE : urlRule(url.trim());
  const ruleError = submitted && rule !== true ? translateRuleMessage(t, rule) : undefined;
  const error = ruleError ?? (refused?.url === url.trim() ? refused.why : undefined);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog renders in a portal, but React bubbles its submit to the editor's form, which would save.
    event.stopPropagation();
    setSubmitted(true);
    if (rule === true) onSubmit(url.trim());
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>{t("recipeEditor.imageFromUrl")}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t("recipeEditor.imageUrl")}
            value={url}
            error={Boolean(error)}
            helperText={error}
            onChange={(event) => setUrl(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("general.cancel")}</Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t("recipeEditor.fetchImage")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const ASSET_ICONS = [
  "mdi-file",
  "mdi-file-pdf-box",
  "mdi-file-image",
  "mdi-code-json",
  "mdi-silverware-fork-knife",
] as const;

/** Files attached to the recipe: uploaded at once, removed from the list on save. */
export function AssetsSection({
  recipe,
  assets,
  onChange,
}: {
  recipe: Pick<Recipe, "id" | "slug">;
  assets: RecipeAsset[];
  onChange: (assets: RecipeAsset[]) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const upload = useUploadRecipeAsset();
  const [name, setName] = useState("");
  const [icon, setIcon] = useState<string>(ASSET_ICONS[0]);
  const [nameMissing, setNameMissing] = useState(false);
  const iconFieldId = useId();

  const handleFile = (file: File) => {
    const assetName = name.trim() || file.name.replace(/\.[^.]+$/, "");
    if (!assetName) {
      setNameMissing(true);
      return;
    }
    upload.mutate(
      { slug: recipe.slug, name: assetName, icon, file },
      {
        onSuccess: (asset) => {
          onChange([...assets.filter((each) => each.fileName !== asset.fileName), asset]);
          setName("");
          setNameMissing(false);
          toast.success(t("recipeEditor.assetUploaded", { name: asset.name }));
        },
      },
    );
  };

  return (
    <Stack spacing={1}>
      {assets.length === 0 ? (
        <Typography color="text.secondary">{t("recipeEditor.noAssets")}</Typography>
      ) : (
        <List dense aria-label={t("recipeEditor.assetList")}>
          {assets.map((asset, index) => (
            <ListItem
              key={asset.fileName ?? `${asset.name}-${index}`}
              secondaryAction={
                <Box>
                  {asset.fileName && (
                    <IconButton
                      component="a"
                      href={recipeAssetUrl(recipe.id, asset.fileName)}
                      download
                      aria-label={t("recipeEditor.downloadAsset", { name: asset.name })}
                    >
                      <DownloadIcon />
                    </IconButton>
                  )}
                  <IconButton
                    aria-label={t("recipeEditor.deleteAsset", { name: asset.name })}
                    onClick={() => onChange(assets.filter((_, at) => at !== index))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              }
            >
              <ListItemText primary={asset.name} secondary={asset.fileName} />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
        <TextField
          size="small"
          label={t("recipeEditor.assetName")}
          value={name}
          error={nameMissing}
          helperText={nameMissing ? t("validation.required") : t("recipeEditor.assetNameHint")}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          select
          size="small"
          id={iconFieldId}
          label={t("recipeEditor.assetIcon")}
          value={icon}
          onChange={(event) => setIcon(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {ASSET_ICONS.map((each) => (
            <MenuItem key={each} value={each}>
              {t(`recipeEditor.assetIcons.${each}`)}
            </MenuItem>
          ))}
        </TextField>
        <FilePickButton label={t("recipeEditor.uploadAsset")} loading={upload.isPending} onFile={handleFile} />
      </Box>
    </Stack>
  );
}
