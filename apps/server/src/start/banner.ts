import { PRODUCT_NAME } from '@parley/contract';
import type { Config } from '../config';
import type { SeededLogin } from '../modules/seed';

/** What a person starting the server reads: where it is, and the log-ins a first start made. */
export function startBanner(
  config: Config,
  kind: 'pglite' | 'postgres',
  logins: SeededLogin[],
  processes: number,
) {
  const where = kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const served = processes > 1 ? `, ${processes} processes` : '';
  return [
    '',
    `  ${PRODUCT_NAME} console: ${config.publicUrl}  (${where}${served})`,
    `  API docs:        ${config.publicUrl}/api/docs`,
    `  Demo shop:       ${config.publicUrl}/demo-store`,
    ...(logins.length
      ? [
          '',
          '  Created on this empty database; sign in with:',
          ...logins.map((l) => `    ${l.role.padEnd(13)} ${l.email}  /  ${l.password}`),
          '  (set ADMIN_PASSWORD and DEMO_PASSWORD to choose them; they are not shown again)',
        ]
      : []),
    '',
  ].join('\n');
}
