import { createMaintenance } from './lib/maintenance';
import { signInReturnPath, startHostedLogin } from './lib/sign-in-start';

/**
 * The entry. A signed-out visit only ever leaves for the server's hosted log-in page, so it goes
 * there from here, after the maintenance check the guards would make first, without downloading
 * the application; every other visit loads the application (boot.tsx).
 *
 * What this module imports takes the contract's values from `@parley/contract/constants`, never
 * from its barrel: Rollup orders a chunk's modules by where it first meets them, and meeting the
 * barrel here would run every schema ahead of zod-setup.ts in the application's chunk (zod probes
 * `new Function`, refused by the server's CSP, as soon as a schema is built).
 */
const leave = (url: string) => window.location.assign(url);
const returnTo = signInReturnPath(window.location, localStorage, sessionStorage);
// The guards' first check, read while the application downloads rather than after.
const maintenance = createMaintenance({ leave });
const down = maintenance.check();

if (returnTo === null) {
  void import('./boot').then(({ bootApp }) => bootApp({ maintenance }));
} else {
  void down.then((isDown) => (isDown ? undefined : startHostedLogin(returnTo, leave)));
}
