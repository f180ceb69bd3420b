import type { UserOut } from "@larder/shared";
import PhotoCameraIcon from "@mui/icons-material/PhotoCamera";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { type ChangeEvent, useRef } from "react";
import { useUploadAvatarMutation } from "../../api/users/mutations";
import { useToast } from "../../components/Toast/ToastContext";
import { UserAvatar } from "../../components/UserAvatar/UserAvatar";
import { useTranslation } from "../../i18n";

/** The profile picture and a button to replace it; a refused image shows as the server's error toast. */
export function ProfileAvatar({ user }: { user: UserOut }) {
  const { t } = useTranslation();
  const toast = useToast();
  const upload = useUploadAvatarMutation();
  const fileInput = useRef<HTMLInputElement>(null);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const image = event.target.files?.[0];
    // Cleared so that choosing the same file again, after a failure, still counts as a change.
    event.target.value = "";
    if (!image) return;
    upload.mutate({ userId: user.id, image }, { onSuccess: () => toast.success(t("profile.avatar.uploaded")) });
  };

  return (
    <Stack spacing={1} sx={{ alignItems: "center" }}>
      <UserAvatar user={user} size={96} />
      <Button
        size="small"
        startIcon={<PhotoCameraIcon />}
        onClick={() => fileInput.current?.click()}
        loading={upload.isPending}
      >
        {t("profile.avatar.change")}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label={t("profile.avatar.file")}
        onChange={handleFile}
      />
    </Stack>
  );
}
