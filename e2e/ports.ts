/** The port of the Larder server the specs run against. */
export const serverPort = Number(process.env.E2E_PORT ?? 9321);
/** Where the specs' own SMTP server listens while a spec waits for mail; the e2e server sends there. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? serverPort + 1);
/** Where the LDAP spec's directory (Debian's slapd) listens; the e2e server signs in against it. */
export const ldapPort = Number(process.env.E2E_LDAP_PORT ?? serverPort + 2);
/** Where the specs' own OpenID provider listens while a spec signs in through it; the e2e server asks it. */
export const oidcPort = Number(process.env.E2E_OIDC_PORT ?? serverPort + 3);
