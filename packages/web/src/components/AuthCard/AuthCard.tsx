import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** The centred card of the public account pages: sign-up and password reset. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", px: 2, py: { xs: 4, sm: 8 } }}>
      <Card sx={{ width: "100%", maxWidth: 480 }}>
        <CardContent sx={{ display: "flex", flexDirection: "column", gap: 2, p: 4 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
