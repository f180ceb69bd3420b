import { bestLocale } from "@larder/shared";
/** The texts of every mail, per locale. `{name}` placeholders are filled in by the templates. */
export interface MailMessages {
  greeting: string;
  footer: string;
  passwordReset: { subject: string; intro: string; button: string; expiry: string; ignore: string };
  invitation: { subject: string; intro: string; button: string };
  test: { subject: string; body: string };
}

const enUS: MailMessages = {
  greeting: "Hello,",
  footer: "This message was sent by {product} at {baseUrl}.",
  passwordReset: {
    subject: "Reset your {product} password",
    intro: "Someone asked to reset the password of your {product} account. Use the button below to choose a new one.",
    button: "Reset password",
    expiry: "The link works once and expires in {hours} hours.",
    ignore: "If you did not ask for this, you can ignore this message: your password stays as it is.",
  },
  invitation: {
    subject: "You're invited to join {group} on {product}",
    intro:
      "{inviter} invited you to join the group {group} on {product}, to share recipes, meal plans and shopping lists.",
    button: "Join {group}",
  },
  test: {
    subject: "{product} test e-mail",
    body: "E-mail from {product} works: this test message arrived.",
  },
};

const deDE: MailMessages = {
  greeting: "Hallo,",
  footer: "Diese Nachricht wurde von {product} unter {baseUrl} gesendet.",
  passwordReset: {
    subject: "Setze dein {product}-Passwort zurück",
    intro:
      "Jemand hat das Zurücksetzen des Passworts deines {product}-Kontos angefordert. Wähle über die Schaltfläche unten ein neues.",
    button: "Passwort zurücksetzen",
    expiry: "Der Link funktioniert einmal und läuft in {hours} Stunden ab.",
    ignore:
      "Wenn du das nicht angefordert hast, kannst du diese Nachricht ignorieren: dein Passwort bleibt unverändert.",
  },
  invitation: {
    subject: "Einladung in die Gruppe {group} auf {product}",
    intro:
      "{inviter} lädt dich in die Gruppe {group} auf {product} ein, um Rezepte, Essenspläne und Einkaufslisten zu teilen.",
    button: "{group} beitreten",
  },
  test: {
    subject: "{product}-Test-E-Mail",
    body: "E-Mail-Versand von {product} funktioniert: diese Testnachricht ist angekommen.",
  },
};

const frFR: MailMessages = {
  greeting: "Bonjour,",
  footer: "Ce message a été envoyé par {product} depuis {baseUrl}.",
  passwordReset: {
    subject: "Réinitialisez votre mot de passe {product}",
    intro:
      "Quelqu'un a demandé la réinitialisation du mot de passe de votre compte {product}. Utilisez le bouton ci-dessous pour en choisir un nouveau.",
    button: "Réinitialiser le mot de passe",
    expiry: "Le lien ne fonctionne qu'une fois et expire dans {hours} heures.",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  },
  invitation: {
    subject: "Invitation à rejoindre {group} sur {product}",
    intro:
      "{inviter} vous invite à rejoindre le groupe {group} sur {product} pour partager recettes, menus et listes de courses.",
    button: "Rejoindre {group}",
  },
  test: {
    subject: "E-mail de test de {product}",
    body: "L'envoi d'e-mails de {product} fonctionne : ce message de test est bien arrivé.",
  },
};

const esES: MailMessages = {
  greeting: "Hola:",
  footer: "Este mensaje lo envió {product} desde {baseUrl}.",
  passwordReset: {
    subject: "Restablece tu contraseña de {product}",
    intro:
      "Alguien pidió restablecer la contraseña de tu cuenta de {product}. Usa el botón de abajo para elegir una nueva.",
    button: "Restablecer contraseña",
    expiry: "El enlace funciona una sola vez y caduca en {hours} horas.",
    ignore: "Si no lo pediste, puedes ignorar este mensaje: tu contraseña no cambia.",
  },
  invitation: {
    subject: "Invitación para unirte a {group} en {product}",
    intro:
      "{inviter} te invita a unirte al grupo {group} en {product} para compartir recetas, menús y listas de la compra.",
    button: "Unirme a {group}",
  },
  test: {
    subject: "Correo de prueba de {product}",
    body: "El correo de {product} funciona: este mensaje de prueba ha llegado.",
  },
};

const nlNL: MailMessages = {
  greeting: "Hallo,",
  footer: "Dit bericht is verstuurd door {product} op {baseUrl}.",
  passwordReset: {
    subject: "Stel je {product}-wachtwoord opnieuw in",
    intro:
      "Iemand heeft gevraagd het wachtwoord van je {product}-account opnieuw in te stellen. Kies met de knop hieronder een nieuw wachtwoord.",
    button: "Wachtwoord opnieuw instellen",
    expiry: "De link werkt één keer en verloopt over {hours} uur.",
    ignore: "Heb je dit niet gevraagd? Dan kun je dit bericht negeren: je wachtwoord blijft hetzelfde.",
  },
  invitation: {
    subject: "Uitnodiging voor {group} op {product}",
    intro:
      "{inviter} nodigt je uit voor de groep {group} op {product}, om recepten, maaltijdplannen en boodschappenlijsten te delen.",
    button: "Word lid van {group}",
  },
  test: {
    subject: "Testmail van {product}",
    body: "E-mail vanuit {product} werkt: dit testbericht is aangekomen.",
  },
};

export const MAIL_MESSAGES: Readonly<Record<string, MailMessages>> = {
  "en-US": enUS,
  "de-DE": deDE,
  "fr-FR": frFR,
  "es-ES": esES,
  "nl-NL": nlNL,
};

export const FALLBACK_MAIL_LOCALE = "en-US";

/** The best mail locale for an Accept-Language header (the web app sends its interface locale). */
export function mailLocale(acceptLanguage: string | undefined): string {
  return bestLocale(acceptLanguage, Object.keys(MAIL_MESSAGES), FALLBACK_MAIL_LOCALE);
}
