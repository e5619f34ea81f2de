import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers. The console is served from this origin, so scripts, styles and calls stay
 * on 'self'; Mantine writes style tags at run time, hence 'unsafe-inline' for styles only.
 * Framing by other sites is refused (clickjacking on the hosted log-in page). Images in an S3
 * bucket are posted to and shown from its origins (`storageOrigins`).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  extraFormActions: string[],
  storageOrigins: string[] = [],
) {
  // Upgrading and HSTS only make sense when the server is published over HTTPS; on plain
  // http://localhost they would break a local install.
  const https = publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', ...storageOrigins],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storageOrigins],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...extraFormActions, ...storageOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
}
