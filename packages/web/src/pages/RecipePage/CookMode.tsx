import { formatTimer, parseStepTimers, type Recipe } from "@larder/shared";
import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import StopIcon from "@mui/icons-material/Stop";
import TimerIcon from "@mui/icons-material/Timer";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { ArrowBackIcon, ArrowForwardIcon } from "../../components/DirectionalIcons";
import { Markdown } from "../../components/Markdown/Markdown";
import { IngredientLine } from "../../components/RecipeDialogs/IngredientLine";
import { ingredientSections, linkedIngredients } from "../../components/RecipeDialogs/recipeParts";
import { useTranslation } from "../../i18n";
import { useRecipeCookTimers } from "./CookTimers";
import type { CookTimer } from "./useCookTimers";
import { useWakeLock } from "./useWakeLock";

interface CookModeProps {
  recipe: Recipe;
  scale: number;
  onExit: () => void;
}

/** Whether a key press belongs to a text field rather than to step navigation. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * COOK mode (SPEC §4): one step at a time in large type with the ingredients it uses, the screen kept
 * awake, and timers for the durations the step names.
 */
export function CookMode({ recipe, scale, onExit }: CookModeProps) {
  const { t } = useTranslation();
  const steps = recipe.recipeInstructions;
  const [stepIndex, setStepIndex] = useState(0);
  const wakeLock = useWakeLock();
  const { timers, start, pause, resume, stop } = useRecipeCookTimers();
  const step = steps[stepIndex];
  const isLast = stepIndex >= steps.length - 1;
  const disableAmount = recipe.settings.disableAmount;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowRight") setStepIndex((index) => Math.min(index + 1, Math.max(steps.length - 1, 0)));
      if (event.key === "ArrowLeft") setStepIndex((index) => Math.max(index - 1, 0));
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [steps.length]);

  const ingredients = step ? linkedIngredients(step, recipe.recipeIngredient) : [];
  const stepTimers = step ? parseStepTimers(step.text) : [];

  return (
    <Box component="section" aria-label={t("recipePage.cook.region")} sx={{ fontSize: { xs: "1.2rem", md: "1.4rem" } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, fontSize: { xs: "1.6rem", md: "2.2rem" } }}>
          {recipe.name}
        </Typography>
        <Button variant="outlined" color="inherit" size="large" startIcon={<CloseIcon />} onClick={onExit}>
          {t("recipePage.cook.exit")}
        </Button>
      </Box>
      {wakeLock !== "active" && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(wakeLock === "unsupported" ? "recipePage.cook.wakeLockUnsupported" : "recipePage.cook.wakeLockRefused")}
        </Alert>
      )}

      {timers.length > 0 && (
        <Box component="ul" aria-label={t("recipePage.cook.timers")} sx={{ listStyle: "none", m: 0, mb: 2, p: 0 }}>
          {timers.map((timer) => (
            <TimerRow key={timer.id} timer={timer} onPause={pause} onResume={resume} onStop={stop} />
          ))}
        </Box>
      )}

      {step ? (
        <>
          <Typography component="p" sx={{ fontSize: "1rem", color: "text.secondary" }}>
            {t("recipePage.cook.progress", { number: stepIndex + 1, total: steps.length })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((stepIndex + 1) / steps.length) * 100}
            aria-label={t("recipePage.cook.progress", { number: stepIndex + 1, total: steps.length })}
            sx={{ mb: 2, height: 8, borderRadius: 4 }}
          />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, mb: 2 }}>
            <Typography variant="h5" component="h2" sx={{ fontSize: "1.6rem", mb: 1 }}>
              {step.title || t("recipePage.step", { number: stepIndex + 1 })}
            </Typography>
            <Box sx={{ fontSize: { xs: "1.35rem", md: "1.7rem" }, lineHeight: 1.5 }}>
              <Markdown source={step.text} />
            </Box>
            {stepTimers.length > 0 && (
              <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 2 }}>
                {stepTimers.map((timer) => (
                  <Button
                    key={timer.label}
                    variant="contained"
                    size="large"
                    startIcon={<TimerIcon />}
                    onClick={() => start(timer.label, timer.seconds)}
                  >
                    {t("recipePage.cook.startTimer", { label: timer.label })}
                  </Button>
                ))}
              </Box>
            )}
          </Paper>
          {ingredients.length > 0 && (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
              <Typography id="cook-step-ingredients" variant="h6" component="h3" sx={{ fontSize: "1.3rem" }}>
                {t("recipePage.cook.stepIngredients")}
              </Typography>
              <Box component="ul" aria-labelledby="cook-step-ingredients" sx={{ m: 0, pl: 3 }}>
                {ingredients.map((ingredient) => (
                  <li key={ingredient.referenceId}>
                    <IngredientLine ingredient={ingredient} scale={scale} disableAmount={disableAmount} />
                  </li>
                ))}
              </Box>
            </Paper>
          )}
          <Box sx={{ display: "flex", gap: 2, justifyContent: "space-between", mb: 3 }}>
            <Button
              size="large"
              variant="outlined"
              color="inherit"
              startIcon={<ArrowBackIcon />}
              disabled={stepIndex === 0}
              onClick={() => setStepIndex(stepIndex - 1)}
            >
              {t("recipePage.cook.previous")}
            </Button>
            {isLast ? (
              <Button size="large" variant="contained" startIcon={<CheckIcon />} onClick={onExit}>
                {t("recipePage.cook.finish")}
              </Button>
            ) : (
              <Button
                size="large"
                variant="contained"
                endIcon={<ArrowForwardIcon />}
                onClick={() => setStepIndex(stepIndex + 1)}
              >
                {t("recipePage.cook.next")}
              </Button>
            )}
          </Box>
        </>
      ) : (
        <Typography sx={{ mb: 2 }}>{t("recipePage.noInstructions")}</Typography>
      )}

      {recipe.recipeIngredient.length > 0 && (
        <Accordion defaultExpanded={!step} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h2" variant="h6">
              {t("recipePage.cook.allIngredients")}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {ingredientSections(recipe.recipeIngredient).map((section, index) => (
              <Box key={section.ingredients[0]?.referenceId ?? index} sx={{ mb: 1 }}>
                {section.title && (
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {section.title}
                  </Typography>
                )}
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {section.ingredients.map((ingredient) => (
                    <li key={ingredient.referenceId}>
                      <IngredientLine ingredient={ingredient} scale={scale} disableAmount={disableAmount} />
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </AccordionDetails>
        </Accordion>
      )}
    </Box>
  );
}

interface TimerRowProps {
  timer: CookTimer;
  onPause: (id: number) => void;
  onResume: (id: number) => void;
  onStop: (id: number) => void;
}

function TimerRow({ timer, onPause, onResume, onStop }: TimerRowProps) {
  const { t } = useTranslation();
  const finished = timer.state === "finished";
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        p: 1.5,
        mb: 1,
        flexWrap: "wrap",
        borderColor: finished ? "error.main" : "divider",
      }}
    >
      <TimerIcon color={finished ? "error" : "action"} />
      <Box sx={{ flexGrow: 1 }}>
        <Typography component="p" sx={{ fontSize: "1rem" }}>
          {timer.label}
        </Typography>
        <Typography
          role="timer"
          aria-label={t("recipePage.cook.timerRemaining", { label: timer.label })}
          sx={{ fontSize: "2rem", fontVariantNumeric: "tabular-nums", lineHeight: 1.2 }}
        >
          {formatTimer(timer.remainingSeconds)}
        </Typography>
        {timer.state === "paused" && (
          <Typography component="p" variant="body2" color="text.secondary">
            {t("recipePage.cook.paused")}
          </Typography>
        )}
      </Box>
      {finished && (
        <Alert severity="warning" role="alert" sx={{ flexBasis: { xs: "100%", sm: "auto" } }}>
          {t("recipePage.cook.timerDone", { label: timer.label })}
        </Alert>
      )}
      {timer.state === "running" && (
        <Button startIcon={<PauseIcon />} onClick={() => onPause(timer.id)}>
          {t("recipePage.cook.pause")}
        </Button>
      )}
      {timer.state === "paused" && (
        <Button startIcon={<PlayArrowIcon />} onClick={() => onResume(timer.id)}>
          {t("recipePage.cook.resume")}
        </Button>
      )}
      <Button color="inherit" startIcon={<StopIcon />} onClick={() => onStop(timer.id)}>
        {t("recipePage.cook.stop")}
      </Button>
    </Paper>
  );
}
