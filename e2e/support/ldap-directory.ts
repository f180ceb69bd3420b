import { startSlapd } from "../../packages/server/src/test-support/slapd";
import { ldapPort } from "../ports";

export { PEOPLE, slapdAvailable, slapdMissing } from "../../packages/server/src/test-support/slapd";

/** Debian's slapd on the port the e2e server's LDAP_SERVER_URL names, with the test directory loaded. */
export function openDirectory() {
  return startSlapd({ port: ldapPort });
}
