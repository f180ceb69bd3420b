import Box from "@mui/material/Box";
import { Outlet } from "react-router";
import { DemoBanner } from "./components/DemoBanner";

/** The banner over every layout; the layouts fill the rest of the viewport. */
export function RootLayout() {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100dvh" }}>
      <DemoBanner />
      <Outlet />
    </Box>
  );
}
