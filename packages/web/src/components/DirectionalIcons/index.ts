import ArrowBack from "@mui/icons-material/ArrowBack";
import ArrowForward from "@mui/icons-material/ArrowForward";
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import FirstPage from "@mui/icons-material/FirstPage";
import LastPage from "@mui/icons-material/LastPage";
import Login from "@mui/icons-material/Login";
import Logout from "@mui/icons-material/Logout";
import Send from "@mui/icons-material/Send";
import { styled } from "@mui/material/styles";

/**
 * The icons that point along the line of reading, mirrored in a right-to-left language: "back"
 * points right there, "next" left, and sending, signing in and out go the other way. Icons that
 * stand for things (a clock, a plate, media playback) are not mirrored. MUI's own controls
 * (pagination, menus) mirror theirs already.
 */
function mirroredInRightToLeft(icon: typeof ArrowBack) {
  return styled(icon)(({ theme }) => (theme.direction === "rtl" ? { transform: "scaleX(-1)" } : {}));
}

export const ArrowBackIcon = mirroredInRightToLeft(ArrowBack);
export const ArrowForwardIcon = mirroredInRightToLeft(ArrowForward);
export const ChevronLeftIcon = mirroredInRightToLeft(ChevronLeft);
export const ChevronRightIcon = mirroredInRightToLeft(ChevronRight);
export const FirstPageIcon = mirroredInRightToLeft(FirstPage);
export const LastPageIcon = mirroredInRightToLeft(LastPage);
export const LoginIcon = mirroredInRightToLeft(Login);
export const LogoutIcon = mirroredInRightToLeft(Logout);
export const SendIcon = mirroredInRightToLeft(Send);
