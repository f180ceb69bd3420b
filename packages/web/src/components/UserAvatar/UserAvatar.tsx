import type { UserOut } from "@larder/shared";
import Avatar from "@mui/material/Avatar";

type AvatarUser = Pick<UserOut, "id" | "fullName" | "username" | "cacheKey">;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}

/** The user's profile picture, or their initials while the picture is missing or fails to load. */
export function UserAvatar({ user, size = 40 }: { user: AvatarUser; size?: number }) {
  const name = user.fullName || user.username || "";
  const src = `/api/media/users/${encodeURIComponent(user.id)}/profile.webp?cacheKey=${encodeURIComponent(user.cacheKey)}`;
  return (
    // A dark grey behind the white initials: MUI's default light grey fails the contrast check.
    <Avatar src={src} alt={name} sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: "grey.700" }}>
      {initialsOf(name)}
    </Avatar>
  );
}
